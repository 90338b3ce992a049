import { describe, expect, it } from "vitest";
import bookmarksV2 from "./__fixtures__/legacy-bookmarks-v2.json";
import progressV1 from "./__fixtures__/legacy-progress-v1.json";
import progressV3 from "./__fixtures__/legacy-progress-v3.json";
import { parseLegacyBookmarks, parseLegacyProgress } from "./legacy-import";

const raw = (value: unknown) => JSON.stringify(value);

describe("parseLegacyBookmarks (mw-bookmarks)", () => {
  it("reads version 2, whose ids are TMDB ids, stamping the import time", () => {
    const { items } = parseLegacyBookmarks(raw(bookmarksV2), 99);
    expect(items["10378"]).toEqual({
      type: "movie",
      title: "Big Buck Bunny",
      year: 2008,
      poster: "https://img.test/bbb.jpg",
      updatedAt: 99,
    });
    expect(items["1399"]).toEqual({
      type: "show",
      title: "Lunar Tales",
      year: 2011,
      updatedAt: 99,
    });
  });

  it("skips anime and ids that are not TMDB ids", () => {
    const result = parseLegacyBookmarks(raw(bookmarksV2), 1);
    expect(Object.keys(result.items).sort()).toEqual(["10378", "1399"]);
    expect(result.skipped).toBe(2);
  });

  it("counts the entries of an earlier version as skipped: their ids need network look-ups", () => {
    const v1 = { ...bookmarksV2, "--version": 1 };
    expect(parseLegacyBookmarks(raw(v1), 1)).toEqual({ items: {}, skipped: 4 });
  });

  it("finds nothing in the emptied final version", () => {
    expect(parseLegacyBookmarks(raw({ "--version": 3, bookmarks: [] }), 1)).toEqual({
      items: {},
      skipped: 0,
    });
  });

  it.each([null, "{", "42", '{"--version": 2, "bookmarks": "x"}'])(
    "reads nothing, without throwing, from %s",
    (value) => {
      expect(parseLegacyBookmarks(value, 1).items).toEqual({});
    },
  );
});

describe("parseLegacyProgress (video-progress)", () => {
  it("turns a movie's position and share into seconds watched and duration", () => {
    const movie = parseLegacyProgress(raw(progressV3)).items["10378"];
    expect(movie).toMatchObject({ type: "movie", title: "Big Buck Bunny", year: 2008 });
    expect(movie?.progress).toEqual({ watched: 150, duration: 600 });
    expect(movie?.updatedAt).toBe(1600000000000);
  });

  it("gathers a show's episodes under one item, updated when its last episode was", () => {
    const show = parseLegacyProgress(raw(progressV3)).items["1399"];
    expect(Object.keys(show?.episodes ?? {}).sort()).toEqual(["63055", "63056"]);
    expect(show?.episodes["63056"]).toMatchObject({
      number: 2,
      seasonId: "3624",
      updatedAt: 1600000002001,
      progress: { watched: 600, duration: 3000 },
    });
    expect(show?.seasons["3624"]).toEqual({ id: "3624", number: 1, title: "" });
    expect(show?.updatedAt).toBe(1600000002001);
  });

  it("skips a show entry without its episode and an entry with an old id", () => {
    const result = parseLegacyProgress(raw(progressV3));
    expect(result.items["1400"]).toBeUndefined();
    expect(result.skipped).toBe(2);
  });

  it("counts an earlier version's entries as skipped", () => {
    expect(parseLegacyProgress(raw(progressV1))).toEqual({ items: {}, skipped: 1 });
  });

  it("keeps the duration unknown when the old share was 0", () => {
    const entry = { ...progressV3.items[0], percentage: 0 };
    const result = parseLegacyProgress(raw({ "--version": 3, items: [entry] }));
    expect(result.items["10378"]?.progress).toEqual({ watched: 150, duration: 0 });
  });
});
