import { describe, expect, it } from "vitest";
import { createListingClient } from "./listing-client";

function clientAnswering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch = (input: string | URL) => {
    urls.push(String(input));
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  const client = createListingClient({
    proxyUrl: "https://proxy.test/",
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, urls };
}

describe("listing client", () => {
  it("asks the listing service through the proxy and reads IMDb and TMDB ids", async () => {
    const { client, urls } = clientAnswering(200, {
      external_ids: [
        { provider: "imdb", external_id: "tt0013442" },
        { provider: "tmdb", external_id: 653 },
      ],
    });
    expect(await client.externalIds("movie", "8470")).toEqual({
      imdbId: "tt0013442",
      tmdbId: "653",
    });
    const destination = new URL(urls[0] ?? "").searchParams.get("destination");
    expect(destination).toBe("https://apis.justwatch.com/content/titles/movie/8470/locale/en_US");
  });

  it("asks for a show as 'show' and reads missing ids as null", async () => {
    const { client, urls } = clientAnswering(200, { external_ids: [] });
    expect(await client.externalIds("tv", "7")).toEqual({ imdbId: null, tmdbId: null });
    expect(urls[0]).toContain(encodeURIComponent("/titles/show/7/"));
  });

  it.each([400, 404])("treats a %i as no such title", async (status) => {
    const { client } = clientAnswering(status, {});
    expect(await client.externalIds("movie", "1")).toBeNull();
  });

  it("throws on other failures", async () => {
    const { client } = clientAnswering(500, {});
    await expect(client.externalIds("movie", "1")).rejects.toThrow("500");
  });
});
