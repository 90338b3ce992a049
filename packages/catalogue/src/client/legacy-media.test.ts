import { describe, expect, it } from "vitest";
import { isLegacyMediaPath, parseLegacyMediaPath } from "./legacy-media";

describe("legacy media addresses", () => {
  it("recognises the two legacy prefixes and nothing else", () => {
    expect(isLegacyMediaPath("/media/tmdb-show-1399-game-of-thrones")).toBe(true);
    expect(isLegacyMediaPath("/media/JW-movie-123")).toBe(true);
    expect(isLegacyMediaPath("/media/tmdb-tv-1399-game-of-thrones")).toBe(false);
    expect(isLegacyMediaPath("/media/not-a-media-id")).toBe(false);
  });

  it("reads a tmdb-show address and keeps its season and episode", () => {
    expect(parseLegacyMediaPath("/media/tmdb-show-1399-got/3624/63056")).toEqual({
      source: "tmdb",
      kind: "tv",
      tmdbId: "1399",
      suffix: "/3624/63056",
    });
    expect(parseLegacyMediaPath("/media/tmdb-show-1399")).toMatchObject({ suffix: "" });
  });

  it("reads listing-service movie and show ids", () => {
    expect(parseLegacyMediaPath("/media/JW-movie-8470-nosferatu")).toEqual({
      source: "listing",
      kind: "movie",
      listingId: "8470",
    });
    expect(parseLegacyMediaPath("/media/JW-show-77")).toMatchObject({ kind: "tv" });
  });

  it("gives null for a legacy prefix without a usable id", () => {
    expect(parseLegacyMediaPath("/media/JWnothing")).toBeNull();
    expect(parseLegacyMediaPath("/media/tmdb-show-abc")).toBeNull();
  });
});
