import { describe, expect, it } from "vitest";
import type { WatchMeta } from "../watch-meta";
import { scrapeMediaOf } from "./scrape-media";

const movie: WatchMeta = {
  kind: "movie",
  tmdbId: "10378",
  title: "Big Buck Bunny",
  year: 2008,
  posterPath: null,
};

describe("scrapeMediaOf", () => {
  it("asks for a movie by title, year and TMDB id", () => {
    expect(scrapeMediaOf(movie)).toEqual({
      type: "movie",
      title: "Big Buck Bunny",
      releaseYear: 2008,
      tmdbId: "10378",
    });
  });

  it("asks for a show's episode by its numbers and TMDB ids", () => {
    const part = (id: number, number: number) => ({ id, number, title: `#${number}` });
    const episode: WatchMeta = {
      ...movie,
      kind: "tv",
      tmdbId: "42",
      title: "Lunar Tales",
      season: part(501, 1),
      episode: part(5012, 2),
      seasons: [part(501, 1)],
      episodes: [],
    };
    expect(scrapeMediaOf(episode)).toEqual({
      type: "show",
      title: "Lunar Tales",
      releaseYear: 2008,
      tmdbId: "42",
      season: { number: 1, tmdbId: "501" },
      episode: { number: 2, tmdbId: "5012" },
    });
  });

  it("gives nothing to search with when the release year is unknown", () => {
    expect(scrapeMediaOf({ ...movie, year: null })).toBeNull();
  });
});
