import { describe, expect, it } from "vitest";
import mwBookmarks from "./__fixtures__/mw-bookmarks.json";
import mwProgress from "./__fixtures__/mw-progress.json";
import {
  legacyStoreVersion,
  mergeByUpdatedAt,
  parsePredecessorBookmarks,
  parsePredecessorProgress,
} from "./predecessor-import";

const raw = (value: unknown) => JSON.stringify(value);

describe("parsePredecessorBookmarks", () => {
  it("reads the bookmarks of a __MW::bookmarks envelope", () => {
    const { items } = parsePredecessorBookmarks(raw(mwBookmarks));
    expect(items["10378"]).toEqual({
      type: "movie",
      title: "Big Buck Bunny",
      year: 2008,
      poster: "https://image.tmdb.org/t/p/w342/poster.jpg",
      updatedAt: 1700000000000,
    });
    expect(items["1399"]?.type).toBe("show");
  });

  it("skips entries with a bad key, type or time, and counts them", () => {
    const result = parsePredecessorBookmarks(raw(mwBookmarks));
    expect(Object.keys(result.items).sort()).toEqual(["10378", "1399"]);
    expect(result.skipped).toBe(3);
  });

  it.each([null, "", "not json", "[]", '{"state": 3}', '{"bookmarks": {}}'])(
    "reads nothing, without throwing, from %s",
    (value) => {
      expect(parsePredecessorBookmarks(value)).toEqual({ items: {}, skipped: 0 });
    },
  );
});

describe("parsePredecessorProgress", () => {
  it("reads a movie's progress", () => {
    const { items } = parsePredecessorProgress(raw(mwProgress));
    expect(items["10378"]?.progress).toEqual({ watched: 120, duration: 596 });
  });

  it("reads a show's seasons and episodes, dropping an unreadable episode", () => {
    const show = parsePredecessorProgress(raw(mwProgress)).items["1399"];
    expect(show?.seasons["3624"]).toEqual({ id: "3624", number: 1, title: "Season 1" });
    expect(Object.keys(show?.episodes ?? {})).toEqual(["63056"]);
  });

  it("skips an item whose title is not text", () => {
    const result = parsePredecessorProgress(raw(mwProgress));
    expect(result.items["55"]).toBeUndefined();
    expect(result.skipped).toBe(1);
  });

  it("accepts the positions as strings, as the account API sends them", () => {
    const item = {
      type: "movie",
      title: "T",
      updatedAt: 1,
      progress: { watched: "30", duration: "90" },
      seasons: {},
      episodes: {},
    };
    const result = parsePredecessorProgress(raw({ state: { items: { "7": item } }, version: 0 }));
    expect(result.items["7"]?.progress).toEqual({ watched: 30, duration: 90 });
  });
});

describe("legacyStoreVersion", () => {
  it("reads --version, and 0 when it is missing", () => {
    expect(legacyStoreVersion({ "--version": 3 })).toBe(3);
    expect(legacyStoreVersion({ bookmarks: [] })).toBe(0);
  });

  it("is undefined for something that is not a store", () => {
    expect(legacyStoreVersion("x")).toBeUndefined();
  });
});

describe("mergeByUpdatedAt", () => {
  it("keeps the entry updated last on either side", () => {
    const merged = mergeByUpdatedAt(
      { a: { updatedAt: 5, from: "ours" }, b: { updatedAt: 1, from: "ours" } },
      { a: { updatedAt: 2, from: "theirs" }, b: { updatedAt: 9, from: "theirs" } },
    );
    expect(merged).toEqual({
      a: { updatedAt: 5, from: "ours" },
      b: { updatedAt: 9, from: "theirs" },
    });
  });

  it("adds entries only one side has", () => {
    expect(mergeByUpdatedAt({}, { c: { updatedAt: 1 } })).toEqual({ c: { updatedAt: 1 } });
  });
});
