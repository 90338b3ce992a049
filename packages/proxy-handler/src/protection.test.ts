import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProxyHandler, type ProxyHandler } from "./handler";

const JWT_SECRET = "a-jwt-secret-of-some-length";
const key = new TextEncoder().encode(JWT_SECRET);

/** A local stand-in for Cloudflare's siteverify: accepts the token "good" from 5.6.7.8 only. */
let turnstile: Server;
let verifyUrl = "";
const verifications: URLSearchParams[] = [];

beforeAll(async () => {
  turnstile = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      verifications.push(form);
      const success =
        form.get("secret") === "ts-secret" &&
        form.get("response") === "good" &&
        form.get("remoteip") === "5.6.7.8";
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }),
      );
    });
  });
  await new Promise<void>((resolve) => turnstile.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(turnstile.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => turnstile.close(() => resolve())));

function protectedProxy(clientIpHeader?: string): ProxyHandler {
  return createProxyHandler({
    protection: { turnstileSecret: "ts-secret", jwtSecret: JWT_SECRET, verifyUrl },
    clientIpHeader,
    fetch: () => Promise.resolve(new Response("proxied")),
  });
}

const proxied = (token?: string, headers: Record<string, string> = {}) =>
  new Request("http://proxy.test/?destination=https%3A%2F%2Fa.example%2F", {
    headers: token === undefined ? headers : { ...headers, "x-token": token },
  });

const jwtFor = (ip: string, expiresIn = "10m", secret = key) =>
  new SignJWT({ ip })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(expiresIn)
    .sign(secret);

describe("Turnstile + JWT protection", () => {
  it("refuses a request without a token with 401 and CORS headers (row 18)", async () => {
    const response = await protectedProxy()(proxied(), { clientIp: "5.6.7.8" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid or missing token" });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("still says hello without a token", async () => {
    const response = await protectedProxy()(new Request("http://proxy.test/"));
    expect(response.status).toBe(200);
  });

  it("accepts a Turnstile token Cloudflare vouches for, and mints a 10-minute JWT for the client's IP", async () => {
    verifications.length = 0;
    const response = await protectedProxy()(proxied("turnstile|good"), { clientIp: "5.6.7.8" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("proxied");
    const token = response.headers.get("x-token") ?? "";
    const claims = decodeJwt(token);
    expect(claims.ip).toBe("5.6.7.8");
    expect((claims.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(590);
    expect((claims.exp ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(600);
    expect(verifications).toHaveLength(1);

    const again = await protectedProxy()(proxied(`jwt|${token}`), { clientIp: "5.6.7.8" });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-token")).toBeNull();
  });

  it("refuses a Turnstile token Cloudflare rejects", async () => {
    const response = await protectedProxy()(proxied("turnstile|bad"), { clientIp: "5.6.7.8" });
    expect(response.status).toBe(401);
  });

  it("refuses a JWT for another IP, an expired one, a forged one and a malformed header", async () => {
    const proxy = protectedProxy();
    const tokens = [
      `jwt|${await jwtFor("1.1.1.1")}`,
      `jwt|${await jwtFor("5.6.7.8", "-1m")}`,
      `jwt|${await jwtFor("5.6.7.8", "10m", new TextEncoder().encode("another-secret-entirely"))}`,
      `jwt|not.a.jwt`,
      "jwt|",
      "bearer something",
      "turnstile|",
    ];
    for (const token of tokens) {
      expect((await proxy(proxied(token), { clientIp: "5.6.7.8" })).status, token).toBe(401);
    }
  });

  it("reads the client's IP from the configured header (CF-Connecting-IP on Cloudflare)", async () => {
    const token = `jwt|${await jwtFor("5.6.7.8")}`;
    const proxy = protectedProxy("cf-connecting-ip");
    const fromHeader = await proxy(proxied(token, { "cf-connecting-ip": "5.6.7.8" }), {
      clientIp: "127.0.0.1",
    });
    const otherIp = await proxy(proxied(token, { "cf-connecting-ip": "9.9.9.9" }), {
      clientIp: "5.6.7.8",
    });
    expect(fromHeader.status).toBe(200);
    expect(otherIp.status).toBe(401);
  });

  it("keeps its own token away from the destination", async () => {
    const seen: Headers[] = [];
    const proxy = createProxyHandler({
      protection: { turnstileSecret: "ts-secret", jwtSecret: JWT_SECRET, verifyUrl },
      fetch: ((_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers));
        return Promise.resolve(new Response("x"));
      }) as unknown as typeof fetch,
    });
    await proxy(proxied(`jwt|${await jwtFor("5.6.7.8")}`), { clientIp: "5.6.7.8" });
    expect(seen[0]?.has("x-token")).toBe(false);
  });
});
