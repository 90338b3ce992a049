import { describe, expect, it } from "vitest";
import { makeProxiedFetcher } from "./proxied-fetcher";

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

function recordingFetch(reply: () => Response = () => Response.json({ ok: true })) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: urlOf(input), init });
    return Promise.resolve(reply());
  };
  return { calls, fetchImpl };
}

describe("makeProxiedFetcher", () => {
  it("sends the full target URL as ?destination= to a proxy", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const fetcher = makeProxiedFetcher({ proxies: ["https://p1.test/"], fetch: fetchImpl });
    const response = await fetcher("/search", {
      baseUrl: "https://site.test/api",
      query: { q: "a b" },
    });
    const sent = new URL(calls[0]?.url ?? "");
    expect(sent.origin + sent.pathname).toBe("https://p1.test/");
    expect(sent.searchParams.get("destination")).toBe("https://site.test/api/search?q=a+b");
    expect(response.body).toEqual({ ok: true });
  });

  it("spreads requests round-robin from a random start, skipping api entries", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const fetcher = makeProxiedFetcher({
      proxies: [
        "https://p1.test",
        "|type=api|https://api.test",
        "https://p2.test",
        "https://p3.test",
      ],
      fetch: fetchImpl,
      random: () => 0.5,
    });
    for (let i = 0; i < 4; i++) await fetcher("https://site.test/");
    expect(calls.map((call) => new URL(call.url).host)).toEqual([
      "p2.test",
      "p3.test",
      "p1.test",
      "p2.test",
    ]);
  });

  it("renames the headers a browser may not set to the proxy's X- names", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const fetcher = makeProxiedFetcher({ proxies: ["https://p.test"], fetch: fetchImpl });
    await fetcher("https://site.test/", {
      headers: {
        Cookie: "a=1",
        Referer: "https://r.test",
        "User-Agent": "ua",
        Accept: "text/html",
      },
    });
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get("x-cookie")).toBe("a=1");
    expect(headers.get("x-referer")).toBe("https://r.test");
    expect(headers.get("x-user-agent")).toBe("ua");
    expect(headers.get("accept")).toBe("text/html");
    expect(headers.has("cookie")).toBe(false);
  });

  it("reports the proxy's final destination and its cookies as set-cookie", async () => {
    const { fetchImpl } = recordingFetch(
      () =>
        new Response("hello", {
          headers: { "x-final-destination": "https://site.test/moved", "x-set-cookie": "s=1" },
        }),
    );
    const fetcher = makeProxiedFetcher({ proxies: ["https://p.test"], fetch: fetchImpl });
    const response = await fetcher("https://site.test/");
    expect(response.finalUrl).toBe("https://site.test/moved");
    expect(response.headers["set-cookie"]).toBe("s=1");
    expect(response.body).toBe("hello");
  });

  it("refuses a list without any proxy", () => {
    expect(() => makeProxiedFetcher({ proxies: ["|type=api|https://api.test"] })).toThrow(
      /no usable proxy/,
    );
  });
});
