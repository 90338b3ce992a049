import { describe, expect, it } from "vitest";
import { bookmark, episode, movie, show } from "./__fixtures__/library";
import { bookmarksToImport, progressToImport } from "./wire-library";

describe("bookmarksToImport", () => {
  it("sends each bookmark's title, year, type and poster", () => {
    expect(bookmarksToImport({ "653": bookmark(1, { poster: "https://img/p.jpg" }) })).toEqual([
      {
        tmdbId: "653",
        meta: { title: "Nosferatu", year: 1922, type: "movie", poster: "https://img/p.jpg" },
      },
    ]);
  });

  it("leaves out a bookmark without a year (quirk 13)", () => {
    expect(bookmarksToImport({ "1": bookmark(1, { year: undefined }) })).toEqual([]);
  });
});

describe("progressToImport", () => {
  it("sends a movie with its seconds and its time as ISO text", () => {
    expect(progressToImport({ "653": movie(100, Date.parse("2024-03-01T12:00:00Z")) })).toEqual([
      {
        tmdbId: "653",
        meta: { title: "Nosferatu", year: 1922, type: "movie" },
        watched: 100,
        duration: 5000,
        updatedAt: "2024-03-01T12:00:00.000Z",
      },
    ]);
  });

  it("sends one item per episode, with the season number from the show's seasons", () => {
    const items = progressToImport({ "5": show([episode("e1", 10), episode("e2", 20)]) });
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      tmdbId: "5",
      seasonId: "s1",
      episodeId: "e2",
      seasonNumber: 1,
      episodeNumber: 2,
      watched: 20,
      meta: { type: "show", year: 2013 },
    });
  });

  it("leaves out titles without a year and movies without progress", () => {
    expect(
      progressToImport({
        "1": movie(10, 1, { year: undefined }),
        "2": movie(10, 1, { progress: undefined }),
        "3": show([episode("e1", 10)], { year: undefined }),
      }),
    ).toEqual([]);
  });
});
