import { describe, expect, it } from "vitest";
import exportV1 from "./__fixtures__/matinee-export-v1.json";
import mwBookmarks from "./__fixtures__/mw-bookmarks.json";
import mwProgress from "./__fixtures__/mw-progress.json";
import {
  createDataExport,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  parseDataImport,
  type ImportParse,
} from "./data-export";
import type { Bookmarks, ProgressItems } from "./types";

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5);
const text = (value: unknown) => JSON.stringify(value);
const clone = (): Record<string, unknown> => structuredClone(exportV1);

function problemOf(parse: ImportParse) {
  return parse.ok ? undefined : parse.problem;
}

/** The fixture with one value replaced, at a dotted path. */
function withValue(path: string, value: unknown) {
  const file = clone();
  const keys = path.split(".");
  const last = keys.pop() as string;
  let target = file;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return text(file);
}

describe("createDataExport", () => {
  it("writes the format, its version and the time, then the data as the stores hold it", () => {
    const bookmarks: Bookmarks = {
      "10378": { type: "movie", title: "Big Buck Bunny", year: 2008, updatedAt: 1 },
    };
    const progress: ProgressItems = {};
    const settings = { "matinee::source-order": { state: { sourceOrder: ["a"] }, version: 1 } };
    expect(createDataExport({ bookmarks, progress, settings }, NOW)).toEqual({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: "2025-01-02T03:04:05.000Z",
      bookmarks,
      progress,
      settings,
    });
  });

  it("reads back what it wrote", () => {
    const { bookmarks, progress, settings } = exportV1 as unknown as {
      bookmarks: Bookmarks;
      progress: ProgressItems;
      settings: Record<string, Record<string, unknown>>;
    };
    const written = text(createDataExport({ bookmarks, progress, settings }, NOW));
    const parse = parseDataImport(written, NOW);
    expect(parse).toEqual({
      ok: true,
      data: {
        source: "matinee",
        exportedAt: "2025-01-02T03:04:05.000Z",
        bookmarks,
        progress,
        settings,
        skipped: 0,
      },
    });
  });
});

describe("parseDataImport: our export", () => {
  it("reads bookmarks, progress and settings of a version 1 file", () => {
    const parse = parseDataImport(text(exportV1), NOW);
    if (!parse.ok) throw new Error("expected a parse");
    expect(Object.keys(parse.data.bookmarks).sort()).toEqual(["10378", "1399"]);
    expect(parse.data.progress["1399"]?.episodes["63056"]?.progress).toEqual({
      watched: 900,
      duration: 3300,
    });
    expect(parse.data.settings["matinee::player-preferences"]).toEqual({
      state: { enableAutoplay: false, volume: 0.5 },
      version: 1,
    });
  });

  it("says when the file is not JSON at all", () => {
    expect(problemOf(parseDataImport("bookmarks: 3", NOW))).toEqual({ kind: "notJson" });
    expect(problemOf(parseDataImport("", NOW))).toEqual({ kind: "notJson" });
  });

  it.each([["[]"], ["42"], ['"text"'], ["null"], [text({ format: "other-app", version: 1 })]])(
    "says %s is neither our export nor the predecessor's data",
    (content) => {
      expect(problemOf(parseDataImport(content, NOW))).toEqual({ kind: "unknownFormat" });
    },
  );

  it("says which version a file from a newer app is", () => {
    expect(problemOf(parseDataImport(withValue("version", 2), NOW))).toEqual({
      kind: "newerVersion",
      version: 2,
    });
  });

  it.each([
    ["version", 0, "version", "formatVersion"],
    ["version", "1", "version", "formatVersion"],
    ["bookmarks", undefined, "bookmarks", "object"],
    ["bookmarks", [], "bookmarks", "object"],
    ["bookmarks.10378.title", 42, "bookmarks.10378.title", "text"],
    ["bookmarks.10378.type", "anime", "bookmarks.10378.type", "mediaType"],
    ["bookmarks.10378.year", "2008", "bookmarks.10378.year", "year"],
    ["bookmarks.10378.year", -5, "bookmarks.10378.year", "year"],
    ["bookmarks.10378.poster", 3, "bookmarks.10378.poster", "text"],
    ["bookmarks.10378.updatedAt", undefined, "bookmarks.10378.updatedAt", "number"],
    ["bookmarks.10378", "Big Buck Bunny", "bookmarks.10378", "object"],
    ["progress", null, "progress", "object"],
    ["progress.10378.progress.watched", -1, "progress.10378.progress.watched", "number"],
    ["progress.10378.seasons", undefined, "progress.10378.seasons", "object"],
    ["progress.1399.seasons.3624.number", 1.5, "progress.1399.seasons.3624.number", "wholeNumber"],
    [
      "progress.1399.episodes.63056.seasonId",
      3624,
      "progress.1399.episodes.63056.seasonId",
      "text",
    ],
    [
      "progress.1399.episodes.63056.progress",
      undefined,
      "progress.1399.episodes.63056.progress",
      "object",
    ],
    ["settings", undefined, "settings", "object"],
    [
      "settings.matinee::player-preferences",
      "loud",
      "settings.matinee::player-preferences",
      "object",
    ],
  ])("rejects the file when %s is %j, naming %s", (path, value, named, expected) => {
    expect(problemOf(parseDataImport(withValue(path, value), NOW))).toEqual({
      kind: "invalid",
      path: named,
      expected,
    });
  });

  it("names an entry whose key is not a TMDB id", () => {
    const file = clone();
    (file.bookmarks as Record<string, unknown>)["tt0123"] = { type: "movie", title: "X" };
    expect(problemOf(parseDataImport(text(file), NOW))).toEqual({
      kind: "invalid",
      path: "bookmarks.tt0123",
      expected: "tmdbId",
    });
  });

  it("takes a bookmark without a year or poster", () => {
    const parse = parseDataImport(withValue("bookmarks.10378.year", undefined), NOW);
    expect(parse.ok && parse.data.bookmarks["10378"]).toEqual({
      type: "movie",
      title: "Big Buck Bunny",
      poster: "https://image.tmdb.org/t/p/w342/bunny.jpg",
      updatedAt: 1700000000000,
    });
  });
});

describe("parseDataImport: the predecessor's stored data", () => {
  it("reads a dump of its localStorage, whose values are text", () => {
    const dump = { "__MW::bookmarks": text(mwBookmarks), "__MW::progress": text(mwProgress) };
    const parse = parseDataImport(text(dump), NOW);
    if (!parse.ok) throw new Error("expected a parse");
    expect(parse.data.source).toBe("predecessor");
    expect(Object.keys(parse.data.bookmarks).sort()).toEqual(["10378", "1399"]);
    expect(Object.keys(parse.data.progress).sort()).toEqual(["10378", "1399"]);
    expect(parse.data.settings).toEqual({});
    // Three bad bookmarks and one bad progress item of the fixtures.
    expect(parse.data.skipped).toBe(4);
  });

  it("reads the stores given as objects too", () => {
    const parse = parseDataImport(text({ "__MW::bookmarks": mwBookmarks }), NOW);
    expect(parse.ok && Object.keys(parse.data.bookmarks).sort()).toEqual(["10378", "1399"]);
  });

  it("says when nothing in it can be read", () => {
    expect(problemOf(parseDataImport(text({ "__MW::bookmarks": "{}" }), NOW))).toEqual({
      kind: "nothingToImport",
    });
  });
});
