import { describe, expect, it, vi } from "vitest";
import { testWorker } from "./worker-test";

const answering = (response: () => Response) => vi.fn(() => Promise.resolve(response()));
const proxy = (url: string) => ({ type: "proxy" as const, url, params: {} });
const api = (url: string) => ({ type: "api" as const, url, params: { type: "api" } });

describe("testWorker", () => {
  it("fails a URL that ends with a slash without asking it", async () => {
    const fetch = answering(() => Response.json({ message: "Proxy is working as expected" }));
    expect(await testWorker(proxy("https://p.example/"), { fetch })).toEqual({
      ok: false,
      problem: "trailingSlash",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("passes a proxy that answers its hello, with the time it took", async () => {
    let clock = 100;
    const fetch = answering(() => {
      clock += 42;
      return Response.json({ message: "Proxy is working as expected (v2.1.4)" });
    });
    const result = await testWorker(proxy("https://p.example"), { fetch, now: () => clock });
    expect(result).toEqual({ ok: true, latencyMs: 42 });
  });

  it("fails a website that is not a proxy", async () => {
    const fetch = answering(() => new Response("<!doctype html><title>Blog</title>"));
    expect(await testWorker(proxy("https://blog.example"), { fetch })).toEqual({
      ok: false,
      problem: "notProxy",
    });
  });

  it("passes a scraper server that lists its embeds and sources", async () => {
    const fetch = answering(() => Response.json([[], [{ id: "library" }]]));
    expect(await testWorker(api("https://s.example"), { fetch })).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledWith("https://s.example/metadata", expect.anything());
  });

  it("tells a scraper server that answers something else from one that does not answer", async () => {
    expect(
      await testWorker(api("https://s.example"), { fetch: answering(() => new Response("hi")) }),
    ).toEqual({ ok: false, problem: "notApi" });
    const down = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await testWorker(api("https://s.example"), { fetch: down })).toEqual({
      ok: false,
      problem: "unreachable",
    });
  });
});
