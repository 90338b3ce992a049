import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

// GET /echo: the address onboarding's proxy test asks a proxy for (PROTOCOLS.md §4.7). Its
// rate limit is checked with every other bucket's in account/limits.test.ts.

describe("GET /echo", () => {
  it("names the URL it was reached at and the nonce, uncached and open to any origin", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: "/echo?nonce=Ab-9_z",
      headers: { host: "tv.local:8080", origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.json()).toEqual({
      url: "http://tv.local:8080/echo?nonce=Ab-9_z",
      args: { nonce: "Ab-9_z" },
    });
  });

  it("names itself by PUBLIC_URL when one is set, and answers at /echo/ too", async () => {
    const app = await buildTestApp({ PUBLIC_URL: "https://watch.example.org" });
    const response = await app.inject({ url: "/echo/?nonce=x" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: "https://watch.example.org/echo/?nonce=x",
      args: { nonce: "x" },
    });
  });

  it("takes a nonce of up to 64 characters", async () => {
    const app = await buildTestApp();
    const nonce = "n".repeat(64);
    const response = await app.inject({ url: `/echo?nonce=${nonce}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ args: { nonce: string } }>().args.nonce).toBe(nonce);
  });

  it.each([
    ["missing", ""],
    ["empty", "?nonce="],
    ["65 characters long", `?nonce=${"n".repeat(65)}`],
    ["holding a space", "?nonce=a%20b"],
    ["holding markup", `?nonce=${encodeURIComponent("<script>")}`],
    ["holding a dot", "?nonce=a.b"],
  ])("refuses a nonce %s with a 400 naming the field", async (_, query) => {
    const app = await buildTestApp();
    const response = await app.inject({ url: `/echo${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation", field: "nonce" });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers only GET (and HEAD)", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: "POST", url: "/echo?nonce=x", payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe("/echo through this server's own /proxy", () => {
  /** The app listening on loopback, so its proxy can reach its /echo. */
  async function listening(env: Record<string, string>) {
    const app = await buildTestApp(env);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const viaProxy = (nonce: string) =>
      fetch(`${origin}/proxy?destination=${encodeURIComponent(`${origin}/echo?nonce=${nonce}`)}`);
    return { origin, viaProxy };
  }

  it("comes back naming the nonce when the proxy may reach loopback (PROXY_ALLOW)", async () => {
    const { origin, viaProxy } = await listening({ PROXY_ALLOW: "127.0.0.1" });
    const response = await viaProxy("through-proxy");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: `${origin}/echo?nonce=through-proxy`,
      args: { nonce: "through-proxy" },
    });
  });

  it("is answered by the server's own proxy without PROXY_ALLOW, as onboarding needs at home", async () => {
    const { origin, viaProxy } = await listening({});
    const response = await viaProxy("own-server");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({
      url: `${origin}/echo?nonce=own-server`,
      args: { nonce: "own-server" },
    });
  });

  it("still refuses every other path of the server, and an echo without a valid nonce", async () => {
    const { origin } = await listening({});
    for (const path of ["/echo?nonce=bad%20nonce", "/echo", "/metrics", "/config.js"]) {
      const response = await fetch(
        `${origin}/proxy?destination=${encodeURIComponent(`${origin}${path}`)}`,
      );
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ error: "destination_refused" });
    }
  });
});
