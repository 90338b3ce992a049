import type { AddressInfo } from "node:net";
import { makeProxiedFetcher } from "@matinee/providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeProxyServer, type NodeProxyServer } from "./node-server";
import { startTestOrigin, type TestOrigin } from "./test-origin";

let origin: TestOrigin;
let proxy: NodeProxyServer;
let proxyUrl = "";

beforeAll(async () => {
  origin = await startTestOrigin();
  proxy = createNodeProxyServer({ allow: ["127.0.0.1"] });
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxy.close();
  await origin.close();
});

describe("the providers' proxied fetcher (PROTOCOLS.md §4.5) against this proxy", () => {
  it("gets JSON back with the headers a browser could not have sent", async () => {
    const fetcher = makeProxiedFetcher({ proxies: [proxyUrl] });
    const response = await fetcher("/echo", {
      baseUrl: origin.url,
      query: { q: "a b" },
      headers: {
        Cookie: "session=1",
        Referer: "https://site.example/",
        "User-Agent": "Provider/1",
        "X-Real-Ip": "8.8.4.4",
      },
    });
    expect(response.statusCode).toBe(200);
    const echoed = response.body as { url: string; headers: Record<string, string> };
    expect(echoed.url).toBe("/echo?q=a+b");
    expect(echoed.headers).toMatchObject({
      cookie: "session=1",
      referer: "https://site.example/",
      "user-agent": "Provider/1",
      "x-real-ip": "8.8.4.4",
    });
  });

  it("posts a form and a JSON body", async () => {
    const fetcher = makeProxiedFetcher({ proxies: [proxyUrl] });
    const form = await fetcher(`${origin.url}/echo`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
    });
    const json = await fetcher(`${origin.url}/echo`, { method: "POST", body: { b: 2 } });
    expect(form.body).toMatchObject({ method: "POST", body: "a=1" });
    expect((form.body as { headers: Record<string, string> }).headers["content-type"]).toContain(
      "application/x-www-form-urlencoded",
    );
    expect(json.body).toMatchObject({ body: '{"b":2}' });
  });

  it("sees the final URL after redirects and the cookies as set-cookie", async () => {
    const fetcher = makeProxiedFetcher({ proxies: [proxyUrl] });
    const redirected = await fetcher(`${origin.url}/go/stream.m3u8`);
    expect(redirected.finalUrl).toBe(`${origin.url}/hls/index.m3u8`);
    const cookies = await fetcher(`${origin.url}/cookies`);
    expect(cookies.headers["set-cookie"]).toBe("a=1; Path=/, b=2; HttpOnly");
  });

  it("surfaces a refused destination as the proxy's 403 JSON", async () => {
    const fetcher = makeProxiedFetcher({ proxies: [proxyUrl] });
    const response = await fetcher("http://192.168.0.1/admin");
    expect(response.statusCode).toBe(403);
    expect(response.body).toMatchObject({ error: "destination_refused", reason: "private" });
  });
});
