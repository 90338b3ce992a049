import { describe, expect, it } from "vitest";
import { bookmarkRow, continueWatchingRow } from "./rows";
import type { BookmarkItem, ProgressItem } from "./types";

const bookmark = (updatedAt: number): BookmarkItem => ({
  type: "movie",
  title: "B",
  year: 2000,
  updatedAt,
});

const watching = (updatedAt: number, watched = 600): ProgressItem => ({
  type: "movie",
  title: "P",
  updatedAt,
  progress: { watched, duration: 6000 },
  seasons: {},
  episodes: {},
});

describe("bookmarkRow", () => {
  it("orders bookmarks newest first", () => {
    const row = bookmarkRow({ "1": bookmark(10), "2": bookmark(30), "3": bookmark(20) }, {});
    expect(row.map((entry) => entry.tmdbId)).toEqual(["2", "3", "1"]);
  });

  it("moves a bookmark up when its title was watched more recently", () => {
    const row = bookmarkRow({ "1": bookmark(10), "2": bookmark(30) }, { "1": watching(50) });
    expect(row.map((entry) => entry.tmdbId)).toEqual(["1", "2"]);
    expect(row[0]?.progress?.updatedAt).toBe(50);
  });

  it("keeps a stable order for equal times", () => {
    const row = bookmarkRow({ "9": bookmark(1), "1": bookmark(1) }, {});
    expect(row.map((entry) => entry.tmdbId)).toEqual(["1", "9"]);
  });
});

describe("continueWatchingRow", () => {
  it("lists titles with a show state, newest first", () => {
    const row = continueWatchingRow({ "1": watching(10), "2": watching(20) }, {});
    expect(row.map((entry) => entry.tmdbId)).toEqual(["2", "1"]);
    expect(row[0]?.state.progress.watched).toBe(600);
  });

  it("leaves out bookmarked titles", () => {
    const row = continueWatchingRow({ "1": watching(10), "2": watching(20) }, { "2": bookmark(1) });
    expect(row.map((entry) => entry.tmdbId)).toEqual(["1"]);
  });

  it("leaves out titles barely started or finished", () => {
    const row = continueWatchingRow({ "1": watching(10, 5), "2": watching(20, 5990) }, {});
    expect(row).toEqual([]);
  });
});
