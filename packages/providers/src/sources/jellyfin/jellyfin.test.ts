import { episode as caminandes, movie as nosferatu } from "../../engine/test-providers";
import { describe, expect, it } from "vitest";
import { contextWith, fakeFetcher, type FakeRoute } from "../test-fetch";
import episodes from "./__fixtures__/episodes.json";
import itemsMovie from "./__fixtures__/items-movie.json";
import itemsSeries from "./__fixtures__/items-series.json";
import { createJellyfinSource } from "./jellyfin";

const server = { url: "https://jf.home.test/", apiKey: "k3y" };

/** The few endpoints of a Jellyfin server the provider uses, refusing a wrong key. */
function jellyfin(routes: FakeRoute[]) {
  const fake = fakeFetcher(routes);
  const { context } = contextWith(fake.fetcher);
  return { ...fake, context };
}

const items = (type: string) => (url: URL) =>
  url.pathname === "/Items" && url.searchParams.get("IncludeItemTypes") === type;

describe("the jellyfin source", () => {
  it("finds a movie by the TMDB id the server stores and returns its HLS master playlist", async () => {
    const { context, requests, init } = jellyfin([[items("Movie"), itemsMovie]]);
    const output = await createJellyfinSource(server).scrape({ ...context, media: nosferatu });
    expect(requests[0]?.searchParams.get("SearchTerm")).toBe("Nosferatu");
    expect(requests[0]?.searchParams.get("Recursive")).toBe("true");
    expect(new Headers(init[0]?.headers).get("x-emby-token")).toBe("k3y");
    const stream = output.stream?.[0];
    expect(stream).toMatchObject({ type: "hls", id: "jellyfin-a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4" });
    const playlist = new URL(stream?.type === "hls" ? stream.playlist : "");
    expect(playlist.origin + playlist.pathname).toBe(
      "https://jf.home.test/Videos/a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4/master.m3u8",
    );
    expect(playlist.searchParams.get("api_key")).toBe("k3y");
    expect(playlist.searchParams.get("MediaSourceId")).toBe("a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4");
  });

  it("offers the text subtitle tracks as WebVTT with ISO 639-1 languages", async () => {
    const { context } = jellyfin([[items("Movie"), itemsMovie]]);
    const output = await createJellyfinSource(server).scrape({ ...context, media: nosferatu });
    expect(output.stream?.[0]?.captions).toEqual([
      {
        type: "vtt",
        id: "jellyfin-a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4-2",
        url: "https://jf.home.test/Videos/a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4/a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4/Subtitles/2/0/Stream.vtt?api_key=k3y",
        hasCorsRestrictions: false,
        language: "de",
      },
    ]);
  });

  it("says not found when no item stores that TMDB id", async () => {
    const { context } = jellyfin([[items("Movie"), itemsMovie]]);
    const other = { ...nosferatu, tmdbId: "19" };
    await expect(
      createJellyfinSource(server).scrape({ ...context, media: other }),
    ).rejects.toMatchObject({
      name: "NotFoundError",
    });
  });

  it("finds a show's episode by season and episode number", async () => {
    const { context, requests } = jellyfin([
      [items("Series"), itemsSeries],
      [(url) => url.pathname === "/Shows/5e71e5/Episodes", episodes],
    ]);
    const output = await createJellyfinSource(server).scrape({ ...context, media: caminandes });
    expect(requests[1]?.searchParams.get("Season")).toBe("1");
    expect(output.stream?.[0]?.id).toBe("jellyfin-ep2");
  });

  it("says not found for an episode the server lacks", async () => {
    const { context } = jellyfin([
      [items("Series"), itemsSeries],
      [(url) => url.pathname === "/Shows/5e71e5/Episodes", episodes],
    ]);
    const media = { ...caminandes, episode: { number: 3, tmdbId: "" } };
    await expect(createJellyfinSource(server).scrape({ ...context, media })).rejects.toMatchObject({
      name: "NotFoundError",
    });
  });

  it("reports a refused API key as a failure, not as not found", async () => {
    const { context } = jellyfin([[() => true, new Response("", { status: 401 })]]);
    await expect(
      createJellyfinSource(server).scrape({ ...context, media: nosferatu }),
    ).rejects.toMatchObject({
      name: "FetchError",
      message: expect.stringContaining("API key") as string,
    });
  });
});
