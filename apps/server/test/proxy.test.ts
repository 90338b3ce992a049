import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { mintToken } from "../src/scrape/scrape-token";
import { buildTestApp } from "./helper";

/** A destination on loopback: ranges on /file, an echo of POST bodies. */
const FILE = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 256));
let destination: Server;
let origin = "";

beforeAll(async () => {
  destination = createServer((request, response) => {
    if (request.url === "/file") {
      const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
      if (!match) return response.end(FILE);
      const [start, end] = [Number(match[1]), Number(match[2])];
      response.writeHead(206, {
        "content-range": `bytes ${start}-${end}/${FILE.length}`,
        "accept-ranges": "bytes",
      });
      return response.end(FILE.subarray(start, end + 1));
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      response.setHeader("set-cookie", "sid=1; Path=/");
      response.end(
        JSON.stringify({
          method: request.method,
          body: Buffer.concat(chunks).toString(),
          cookie: request.headers.cookie,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => destination.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(destination.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => destination.close(() => resolve())));

const via = (target: string) => `/proxy?destination=${encodeURIComponent(target)}`;

describe("the proxy at /proxy", () => {
  it("is on by default and says hello with CORS headers", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/proxy" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Proxy is working as expected/),
    });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers a CORS preflight", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: "OPTIONS",
      url: via("https://a.example/"),
      headers: {
        origin: "https://web.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "x-cookie",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-headers"]).toBe("x-cookie");
    expect(response.headers["access-control-allow-methods"]).toContain("POST");
  });

  it("refuses the server's own loopback and private destinations", async () => {
    const app = await buildTestApp();
    for (const target of [
      `${origin}/file`,
      "http://localhost:8080/config.js",
      "http://[::ffff:10.0.0.1]/",
    ]) {
      const response = await app.inject({ url: via(target) });
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toMatchObject({ error: "destination_refused" });
    }
  });

  it("answers 400 naming the destination when it is not a URL", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: via("nope") });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_destination", field: "destination" });
  });

  it("proxies an allow-listed destination with ranges", async () => {
    const app = await buildTestApp({ PROXY_ALLOW: "127.0.0.1" });
    const response = await app.inject({
      url: via(`${origin}/file`),
      headers: { range: "bytes=100-199" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${FILE.length}`);
    expect(response.rawPayload.equals(FILE.subarray(100, 200))).toBe(true);
    expect(response.headers["x-final-destination"]).toBe(`${origin}/file`);
  });

  it("streams a request body of any content type through, with X-Cookie and X-Set-Cookie", async () => {
    const app = await buildTestApp({ PROXY_ALLOW: "127.0.0.1" });
    const response = await app.inject({
      method: "POST",
      url: via(`${origin}/echo`),
      headers: {
        "content-type": "application/x-anything",
        "x-cookie": "a=1",
        cookie: "matinee=private",
      },
      payload: "raw body",
    });
    expect(response.json()).toEqual({ method: "POST", body: "raw body", cookie: "a=1" });
    expect(response.headers["x-set-cookie"]).toBe("sid=1; Path=/");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("is not there with PROXY_ENABLED=false", async () => {
    const app = await buildTestApp({ PROXY_ENABLED: "false" });
    const response = await app.inject({ url: "/proxy", headers: { accept: "application/json" } });
    expect(response.body).not.toContain("Proxy is working");
  });

  it("takes the scraper API's token when TURNSTILE_ENABLED (one token for both)", async () => {
    const secret = "a-jwt-secret-for-both-apis";
    const app = await buildTestApp({
      PROXY_ALLOW: "127.0.0.1",
      TURNSTILE_ENABLED: "true",
      TURNSTILE_SECRET: "ts",
      JWT_SECRET: secret,
    });
    const without = await app.inject({ url: via(`${origin}/file`) });
    expect(without.statusCode).toBe(401);
    expect(without.headers["access-control-allow-origin"]).toBe("*");
    const token = await mintToken("127.0.0.1", secret);
    const withToken = await app.inject({
      url: via(`${origin}/file`),
      headers: { "x-token": `jwt|${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    const otherIp = await app.inject({
      url: via(`${origin}/file`),
      headers: { "x-token": `jwt|${await mintToken("10.9.8.7", secret)}` },
    });
    expect(otherIp.statusCode).toBe(401);
  });
});

describe("PROXY_ALLOW", () => {
  it("takes addresses, blocks and names, comma or space separated", () => {
    expect(loadConfig({ PROXY_ALLOW: "127.0.0.1, 10.0.0.0/8 nas.lan" }).PROXY_ALLOW).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "nas.lan",
    ]);
    expect(loadConfig({}).PROXY_ALLOW).toEqual([]);
  });

  it("names a bad entry", () => {
    expect(() => loadConfig({ PROXY_ALLOW: "10.0.0.0/99" })).toThrow(ConfigError);
    expect(() => loadConfig({ PROXY_ALLOW: "10.0.0.0/99" })).toThrow(
      /PROXY_ALLOW: .*10\.0\.0\.0\/99/,
    );
  });
});
