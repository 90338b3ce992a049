import { describe, expect, it } from "vitest";
import { bookmarksFromRemote, progressFromRemote } from "./remote-library";

const meta = { title: "Nosferatu", year: 1922, type: "movie" };
const showMeta = { title: "Caminandes", year: 2013, type: "show" };

describe("bookmarksFromRemote", () => {
  it("keys bookmarks by TMDB id with their time in ms", () => {
    expect(
      bookmarksFromRemote([
        {
          tmdbId: "653",
          meta: { ...meta, poster: "p.jpg" },
          updatedAt: "2024-03-01T12:00:00.000Z",
        },
      ]),
    ).toEqual({
      "653": {
        type: "movie",
        title: "Nosferatu",
        year: 1922,
        poster: "p.jpg",
        updatedAt: Date.parse("2024-03-01T12:00:00.000Z"),
      },
    });
  });

  it("skips rows it cannot read, keeping the rest", () => {
    const good = { tmdbId: "1", meta, updatedAt: "2024-03-01T12:00:00.000Z" };
    const rows = [
      good,
      { ...good, tmdbId: "abc" },
      { ...good, tmdbId: "2", meta: { ...meta, type: "book" } },
      { ...good, tmdbId: "3", updatedAt: "yesterday" },
      null,
    ];
    expect(Object.keys(bookmarksFromRemote(rows))).toEqual(["1"]);
  });

  it("answers nothing for something that is not a list", () => {
    expect(bookmarksFromRemote({ error: "x" })).toEqual({});
  });
});

describe("progressFromRemote", () => {
  const at = (minute: number) => `2024-03-01T12:0${minute}:00.000Z`;

  it("reads a movie row, with seconds sent as strings (quirk 9) and null ids", () => {
    const items = progressFromRemote([
      {
        id: "r1",
        tmdbId: "653",
        season: { id: null, number: null },
        episode: { id: null, number: null },
        meta,
        duration: "5640",
        watched: "300",
        updatedAt: at(1),
      },
    ]);
    expect(items["653"]).toEqual({
      type: "movie",
      title: "Nosferatu",
      year: 1922,
      updatedAt: Date.parse(at(1)),
      progress: { watched: 300, duration: 5640 },
      seasons: {},
      episodes: {},
    });
  });

  it("groups episode rows into one show, dated by its newest episode", () => {
    const row = (episodeId: string, number: number, minute: number) => ({
      tmdbId: "5",
      season: { id: "s1", number: 1 },
      episode: { id: episodeId, number },
      meta: showMeta,
      duration: 600,
      watched: 60,
      updatedAt: at(minute),
    });
    const item = progressFromRemote([row("e1", 1, 1), row("e2", 2, 3)])["5"];
    expect(item?.updatedAt).toBe(Date.parse(at(3)));
    expect(item?.seasons).toEqual({ s1: { id: "s1", number: 1, title: "" } });
    expect(item?.episodes.e2).toEqual({
      id: "e2",
      number: 2,
      title: "",
      seasonId: "s1",
      updatedAt: Date.parse(at(3)),
      progress: { watched: 60, duration: 600 },
    });
  });

  it("accepts p-stream's 'tv' type as a show and skips rows without numbers", () => {
    const items = progressFromRemote([
      {
        tmdbId: "5",
        season: { id: "s1" },
        episode: { id: "e1" },
        meta: { ...showMeta, type: "tv" },
        duration: 1,
        watched: 1,
        updatedAt: at(1),
      },
      { tmdbId: "6", meta, duration: "many", watched: 1, updatedAt: at(1) },
    ]);
    expect(Object.keys(items)).toEqual(["5"]);
    expect(items["5"]?.type).toBe("show");
    expect(items["5"]?.episodes.e1?.number).toBe(0);
  });
});
