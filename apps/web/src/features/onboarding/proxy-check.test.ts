import { describe, expect, it } from "vitest";
import { checkProxy, createNonce, echoUrlOf, proxiedUrlOf } from "./proxy-check";

const SERVER = "http://matinee.test";
const NONCE = "nonce-123";

type FakeFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A fetch that records what was asked and answers with `answer`. */
function fakeFetch(answer: FakeFetch) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

/** A working simple-proxy in front of a working /echo: reads `destination`, echoes its nonce. */
const proxy: FakeFetch = (url) => {
  const destination = new URL(new URL(url).searchParams.get("destination") ?? "");
  return json({ url: destination.href, args: { nonce: destination.searchParams.get("nonce") } });
};

const check = (input: string, fetch: typeof globalThis.fetch, timeoutMs?: number) =>
  checkProxy(input, { serverUrl: SERVER, fetch, nonce: NONCE, timeoutMs });

describe("the onboarding proxy check", () => {
  it("passes a proxy whose answer names the nonce it was sent", async () => {
    const { fetch, calls } = fakeFetch(proxy);
    expect(await check("  https://proxy.example/  ", fetch)).toEqual({
      ok: true,
      url: "https://proxy.example",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      `https://proxy.example/?destination=${encodeURIComponent(`${SERVER}/echo?nonce=${NONCE}`)}`,
    );
    expect(calls[0]?.init).toMatchObject({ cache: "no-store", credentials: "omit" });
  });

  it("asks a proxy mounted on a path (the server's /proxy) at that path", async () => {
    const { fetch, calls } = fakeFetch(proxy);
    expect(await check("http://127.0.0.1:8080/proxy", fetch)).toEqual({
      ok: true,
      url: "http://127.0.0.1:8080/proxy",
    });
    expect(calls[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/proxy\?destination=/);
  });

  it.each([["not a url"], [""], ["proxy.example.org"], ["ftp://proxy.example"], ["https://"]])(
    "refuses %j as not a valid URL, asking nothing",
    async (input) => {
      const { fetch, calls } = fakeFetch(proxy);
      expect(await check(input, fetch)).toEqual({ ok: false, problem: "invalidUrl" });
      expect(calls).toHaveLength(0);
    },
  );

  it("calls a website that answers HTML not a proxy", async () => {
    const { fetch } = fakeFetch(() =>
      Promise.resolve(new Response("<!doctype html><title>Site</title>", { status: 200 })),
    );
    expect(await check("https://website.example", fetch)).toEqual({
      ok: false,
      problem: "notProxy",
    });
  });

  it.each([
    ["JSON that is no echo", { message: "Proxy is working as expected" }],
    ["an echo of another nonce (a cached answer)", { url: "x", args: { nonce: "old" } }],
    ["null", null],
  ])("calls %s not a proxy", async (_, body) => {
    const { fetch } = fakeFetch(() => json(body));
    expect(await check("https://api.example", fetch)).toEqual({ ok: false, problem: "notProxy" });
  });

  it("calls a website without CORS headers not a proxy when an opaque request reaches it", async () => {
    const { fetch, calls } = fakeFetch((_, init) =>
      init.mode === "no-cors"
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(await check("https://website.example", fetch)).toEqual({
      ok: false,
      problem: "notProxy",
    });
    expect(calls.map((call) => call.init.mode)).toEqual([undefined, "no-cors"]);
  });

  it("cannot connect when nothing answers at all", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await check("http://127.0.0.1:9", fetch)).toEqual({
      ok: false,
      problem: "connection",
    });
  });

  it("cannot connect when the proxy does not answer in time", async () => {
    const { fetch, calls } = fakeFetch(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("", "TimeoutError")),
          ),
        ),
    );
    expect(await check("https://slow.example", fetch, 20)).toEqual({
      ok: false,
      problem: "connection",
    });
    expect(calls).toHaveLength(1);
  });

  it("tells a proxy that may not reach the test address from a website", async () => {
    const { fetch } = fakeFetch(() =>
      json({ error: "destination_refused", reason: "private", message: "…" }, 403),
    );
    expect(await check("https://proxy.example", fetch)).toEqual({
      ok: false,
      problem: "unreachable",
    });
  });

  it("tells a proxy that wants a token from a website", async () => {
    const { fetch } = fakeFetch(() => json({ error: "Invalid or missing token" }, 401));
    expect(await check("https://proxy.example", fetch)).toEqual({
      ok: false,
      problem: "protected",
    });
  });
});

describe("the echo address", () => {
  it("is the Matinee server's /echo with the nonce", () => {
    expect(echoUrlOf("http://matinee.test/", "abc")).toBe("http://matinee.test/echo?nonce=abc");
    expect(echoUrlOf("https://host.example/matinee", "abc")).toBe(
      "https://host.example/matinee/echo?nonce=abc",
    );
  });

  it("goes through the proxy as its encoded destination", () => {
    expect(proxiedUrlOf("https://p.example", "http://m.test/echo?nonce=a")).toBe(
      "https://p.example/?destination=http%3A%2F%2Fm.test%2Fecho%3Fnonce%3Da",
    );
  });

  it("carries a fresh URL-safe nonce each time, as the server's /echo accepts", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createNonce()).not.toBe(first);
  });
});
