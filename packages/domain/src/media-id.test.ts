import { describe, expect, it } from "vitest";
import { buildMediaId, parseMediaId } from "./media-id";

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
