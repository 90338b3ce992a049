import { SYNC_LIMITS } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { checkProxyUrl, testProxyWorker } from "./proxy-workers";

function answering(response: () => Response): typeof fetch {
  return () => Promise.resolve(response());
}

describe("checkProxyUrl", () => {
  it("takes an http(s) URL, trimmed, without the bare origin's trailing slash", () => {
    expect(checkProxyUrl("  https://proxy.example.org/ ", [])).toEqual({
      ok: true,
      url: "https://proxy.example.org",
    });
    expect(checkProxyUrl("http://10.0.0.2:3000/proxy", [])).toEqual({
      ok: true,
      url: "http://10.0.0.2:3000/proxy",
    });
  });

  it("names what is wrong: empty, not a URL, another scheme, already there, too many", () => {
    expect(checkProxyUrl("   ", [])).toEqual({ ok: false, problem: "empty" });
    expect(checkProxyUrl("proxy.example.org", [])).toEqual({ ok: false, problem: "invalid" });
    expect(checkProxyUrl("ftp://proxy.example.org", [])).toEqual({
      ok: false,
      problem: "protocol",
    });
    expect(checkProxyUrl("https://PROXY.example.org/", ["https://proxy.example.org"])).toEqual({
      ok: false,
      problem: "duplicate",
    });
    const full = Array.from({ length: SYNC_LIMITS.proxyUrls }, (_, i) => `https://p${i}.example`);
    expect(checkProxyUrl("https://one-more.example", full)).toEqual({
      ok: false,
      problem: "tooMany",
    });
  });
});

describe("testProxyWorker", () => {
  it("is ok with the time taken when the worker answers the simple-proxy hello", async () => {
    const times = [100, 142];
    const seen: string[] = [];
    const result = await testProxyWorker("https://proxy.example.org", {
      fetch: (input) => {
        seen.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(
          Response.json({ message: "Proxy is working as expected (v2.1.4+matinee)" }),
        );
      },
      now: () => times.shift() ?? 0,
    });
    expect(result).toEqual({ ok: true, latencyMs: 42 });
    expect(seen).toEqual(["https://proxy.example.org"]);
  });

  it("tells unreachable, refused and not-a-proxy apart", async () => {
    const url = "https://proxy.example.org";
    expect(await testProxyWorker(url, { fetch: () => Promise.reject(new TypeError("x")) })).toEqual(
      { ok: false, problem: "unreachable" },
    );
    const refused = answering(() =>
      Response.json({ error: "Invalid or missing token" }, { status: 401 }),
    );
    expect(await testProxyWorker(url, { fetch: refused })).toEqual({
      ok: false,
      problem: "refused",
    });
    const page = answering(() => new Response("<!doctype html><title>Shop</title>"));
    expect(await testProxyWorker(url, { fetch: page })).toEqual({ ok: false, problem: "notProxy" });
    const otherJson = answering(() => Response.json({ message: "hello" }));
    expect(await testProxyWorker(url, { fetch: otherJson })).toEqual({
      ok: false,
      problem: "notProxy",
    });
  });
});
