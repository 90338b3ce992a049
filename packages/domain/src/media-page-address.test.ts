import { describe, expect, it } from "vitest";
import {
  buildMediaId,
  isLegacyMediaAddress,
  isMediaPagePath,
  mediaPageAddress,
  parseEpisodeIds,
  parseLegacyMediaAddress,
  parseMediaId,
  parseMediaPageAddress,
  readMediaPageSegments,
  titleAddress,
} from "./media-page-address";

describe("buildMediaId", () => {
  it("joins kind, id and slugged title", () => {
    expect(buildMediaId("movie", 10378, "Big Buck Bunny")).toBe("tmdb-movie-10378-big-buck-bunny");
  });

  it("leaves out an empty slug", () => {
    expect(buildMediaId("tv", "42", "???")).toBe("tmdb-tv-42");
  });
});

describe("parseMediaId", () => {
  it("reads a movie id", () => {
    expect(parseMediaId("tmdb-movie-10378-big-buck-bunny")).toEqual({
      kind: "movie",
      tmdbId: "10378",
    });
  });

  it("reads a show id without a slug", () => {
    expect(parseMediaId("tmdb-tv-1399")).toEqual({ kind: "tv", tmdbId: "1399" });
  });

  it("round-trips what buildMediaId writes", () => {
    expect(parseMediaId(buildMediaId("tv", 7, "The Cisco Kid"))).toEqual({
      kind: "tv",
      tmdbId: "7",
    });
  });

  it.each([
    "tmdb-show-1399-x",
    "JW12345",
    "tmdb-movie-abc",
    "tmdb-movie-0123-x",
    "tmdb-movie-",
    "movie-10378",
    "tmdb-movie-10378-Big Buck",
  ])("rejects %s", (value) => {
    expect(parseMediaId(value)).toBeNull();
  });
});

describe("mediaPageAddress", () => {
  it("writes a title's page, or an episode's by season and episode ids", () => {
    expect(mediaPageAddress("tmdb-movie-10378-big-buck-bunny")).toBe(
      "/media/tmdb-movie-10378-big-buck-bunny",
    );
    expect(mediaPageAddress("tmdb-tv-42-lunar-tales", { seasonId: 501, episodeId: 5012 })).toBe(
      "/media/tmdb-tv-42-lunar-tales/501/5012",
    );
    expect(mediaPageAddress("tmdb-tv-42", null)).toBe("/media/tmdb-tv-42");
    expect(titleAddress("movie", 10378, "Big Buck Bunny")).toBe(
      "/media/tmdb-movie-10378-big-buck-bunny",
    );
  });

  it("is read back as what it was written from", () => {
    const episode = { seasonId: "501", episodeId: "5012" };
    expect(parseMediaPageAddress(mediaPageAddress("tmdb-tv-42-lunar-tales", episode))).toEqual({
      mediaId: "tmdb-tv-42-lunar-tales",
      ref: { kind: "tv", tmdbId: "42" },
      episodeIds: episode,
    });
  });
});

describe("parseMediaPageAddress", () => {
  it("reads a movie, or a show's episode by season and episode ids", () => {
    expect(parseMediaPageAddress("/media/tmdb-movie-10378-big-buck-bunny")).toEqual({
      mediaId: "tmdb-movie-10378-big-buck-bunny",
      ref: { kind: "movie", tmdbId: "10378" },
      episodeIds: null,
    });
    expect(parseMediaPageAddress("/media/tmdb-tv-42-lunar-tales/501/5012")?.episodeIds).toEqual({
      seasonId: "501",
      episodeId: "5012",
    });
    // Segments are read decoded, as the router gives them.
    expect(parseMediaPageAddress("/media/tmdb-movie-1-%61")?.mediaId).toBe("tmdb-movie-1-a");
  });

  it.each([
    "/discover",
    "/title/tmdb-movie-1-a",
    "/media/not-a-media-id",
    "/media/tmdb-movie-1-a/2/3",
    "/media/tmdb-tv-42-lunar-tales/501",
    "/media/tmdb-tv-42-lunar-tales/s1/e2",
    "/media/tmdb-movie-1-a/extra/segments/here",
    "/media/tmdb-show-1399-got",
  ])("names no page for %s", (path) => {
    expect(parseMediaPageAddress(path)).toBeNull();
  });

  it("reads router segments the same way", () => {
    expect(readMediaPageSegments("tmdb-tv-42-x", "501", "5012")).toEqual(
      parseMediaPageAddress("/media/tmdb-tv-42-x/501/5012"),
    );
    expect(readMediaPageSegments("tmdb-tv-42-x", "501")).toBeNull();
  });
});

describe("parseEpisodeIds", () => {
  it("reads two numeric ids", () => {
    expect(parseEpisodeIds("902", "7002")).toEqual({ seasonId: "902", episodeId: "7002" });
  });

  it("is null when a segment is missing or not a number", () => {
    expect(parseEpisodeIds(undefined, undefined)).toBeNull();
    expect(parseEpisodeIds("902", undefined)).toBeNull();
    expect(parseEpisodeIds("s1", "e2")).toBeNull();
  });
});

describe("isMediaPagePath", () => {
  it("counts media pages, with or without an episode, but not legacy media addresses", () => {
    expect(isMediaPagePath("/media/tmdb-movie-10378-big-buck-bunny")).toBe(true);
    expect(isMediaPagePath("/media/tmdb-tv-1-show/2/3")).toBe(true);
    // The page itself reports an id it cannot read.
    expect(isMediaPagePath("/media/not-a-media-id")).toBe(true);
    expect(isMediaPagePath("/media/tmdb-show-1-old")).toBe(false);
    expect(isMediaPagePath("/media/JW123")).toBe(false);
    expect(isMediaPagePath("/discover")).toBe(false);
    expect(isMediaPagePath("/media/")).toBe(false);
  });
});

describe("legacy media addresses", () => {
  it("are told from today's", () => {
    expect(isLegacyMediaAddress("/media/tmdb-show-1399-game-of-thrones")).toBe(true);
    expect(isLegacyMediaAddress("/media/JW-movie-123")).toBe(true);
    expect(isLegacyMediaAddress("/media/tmdb-tv-1399-game-of-thrones")).toBe(false);
    expect(isLegacyMediaAddress("/media/not-a-media-id")).toBe(false);
  });

  it("read a tmdb-show address with its season and episode ids", () => {
    expect(parseLegacyMediaAddress("/media/tmdb-show-1399-got/3624/63056")).toEqual({
      source: "tmdb",
      kind: "tv",
      tmdbId: "1399",
      episodeIds: { seasonId: "3624", episodeId: "63056" },
    });
    expect(parseLegacyMediaAddress("/media/tmdb-show-1399")).toMatchObject({ episodeIds: null });
  });

  it("read a listing address, movie or show", () => {
    expect(parseLegacyMediaAddress("/media/JW-movie-8470-nosferatu")).toEqual({
      source: "listing",
      kind: "movie",
      listingId: "8470",
    });
    expect(parseLegacyMediaAddress("/media/JW-show-77")).toMatchObject({ kind: "tv" });
  });

  it("give null when the prefix is there but no usable id", () => {
    expect(parseLegacyMediaAddress("/media/JWnothing")).toBeNull();
    expect(parseLegacyMediaAddress("/media/tmdb-show-abc")).toBeNull();
  });
});
