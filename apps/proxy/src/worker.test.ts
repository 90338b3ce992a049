import { build } from "esbuild";
import { SignJWT } from "jose";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestOrigin, type TestOrigin } from "./test-origin";
import worker from "./worker";

let origin: TestOrigin;
beforeAll(async () => {
  origin = await startTestOrigin();
});
afterAll(() => origin.close());

const via = (target: string) =>
  `https://proxy.workers.dev/?destination=${encodeURIComponent(target)}`;

describe("the Worker entry", () => {
  it("bundles for Workers without any Node built-in", async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, "worker.ts")],
      bundle: true,
      platform: "browser",
      conditions: ["worker", "browser"],
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).toContain("Proxy is working as expected");
    expect(code).not.toMatch(/from ["']node:|require\(["']node:/);
  });

  it("says hello and refuses literal private destinations with its bindings as settings", async () => {
    const env = {};
    expect((await worker.fetch(new Request("https://proxy.workers.dev/"), env)).status).toBe(200);
    const refused = await worker.fetch(new Request(via("http://10.0.0.1/")), env);
    expect(refused.status).toBe(403);
  });

  it("proxies through the platform fetch to an allowed destination", async () => {
    const env = { PROXY_ALLOW: "127.0.0.1" };
    const response = await worker.fetch(new Request(via(`${origin.url}/cookies`)), env);
    expect(await response.text()).toBe("cookies");
    expect(response.headers.get("x-set-cookie")).toBe("a=1; Path=/, b=2; HttpOnly");
  });

  it("checks tokens against CF-Connecting-IP when protected", async () => {
    const env = {
      TURNSTILE_SECRET: "ts",
      JWT_SECRET: "a-secret-of-16-chars+",
      PROXY_ALLOW: "127.0.0.1",
    };
    const jwt = await new SignJWT({ ip: "1.2.3.4" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const from = (ip: string) =>
      worker.fetch(
        new Request(via(`${origin.url}/cookies`), {
          headers: { "cf-connecting-ip": ip, "x-token": `jwt|${jwt}` },
        }),
        env,
      );
    expect((await from("1.2.3.4")).status).toBe(200);
    expect((await from("5.5.5.5")).status).toBe(401);
  });

  it("answers 500 naming the bad setting", async () => {
    const response = await worker.fetch(new Request(via("https://a.example/")), {
      PROXY_ALLOW: "10.0.0.0/99",
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error: "misconfigured",
      message: expect.stringContaining("PROXY_ALLOW"),
    });
  });
});
