import { describe, expect, it } from "vitest";
import { makeStandardFetcher } from "./standard-fetcher";

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

describe("makeStandardFetcher", () => {
  it("parses JSON answers and leaves other bodies as text", async () => {
    const fetcher = makeStandardFetcher((input) =>
      Promise.resolve(
        urlOf(input).endsWith(".json") ? Response.json([1, 2]) : new Response("#EXTM3U"),
      ),
    );
    expect((await fetcher("https://h.test/a.json")).body).toEqual([1, 2]);
    expect((await fetcher("https://h.test/a.m3u8")).body).toBe("#EXTM3U");
  });

  it("sends object bodies as JSON", async () => {
    let seen: RequestInit | undefined;
    const fetcher = makeStandardFetcher((_input, init) => {
      seen = init;
      return Promise.resolve(new Response(""));
    });
    await fetcher("https://h.test/", { method: "POST", body: { a: 1 } });
    expect(seen?.body).toBe('{"a":1}');
    expect(new Headers(seen?.headers).get("content-type")).toBe("application/json");
  });

  it("turns a network failure into a FetchError naming the URL", async () => {
    const fetcher = makeStandardFetcher(() => Promise.reject(new TypeError("fetch failed")));
    await expect(fetcher("https://down.test/x")).rejects.toMatchObject({
      name: "FetchError",
      detail: { url: "https://down.test/x" },
    });
  });

  it("refuses a relative URL", async () => {
    const fetcher = makeStandardFetcher(() => Promise.resolve(new Response("")));
    await expect(fetcher("/relative")).rejects.toThrow(/absolute/);
  });
});
