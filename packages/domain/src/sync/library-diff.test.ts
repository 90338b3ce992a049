import { describe, expect, it } from "vitest";
import { bookmark, episode, movie, show } from "./__fixtures__/library";
import { diffBookmarks, diffProgress } from "./library-diff";

const now = 9_000;

describe("diffBookmarks", () => {
  it("turns a new bookmark into a put dated by the bookmark", () => {
    expect(diffBookmarks({}, { "1": bookmark(500) }, now)).toEqual([
      {
        kind: "bookmarkPut",
        tmdbId: "1",
        meta: { title: "Nosferatu", year: 1922, type: "movie" },
        at: 500,
      },
    ]);
  });

  it("turns a removed bookmark into a delete dated now", () => {
    expect(diffBookmarks({ "1": bookmark() }, {}, now)).toEqual([
      { kind: "bookmarkDelete", tmdbId: "1", at: now },
    ]);
  });

  it("sees no change when only the object was copied", () => {
    expect(diffBookmarks({ "1": bookmark(5) }, { "1": bookmark(5) }, now)).toEqual([]);
  });

  it("puts a bookmark again when its title details change", () => {
    const edits = diffBookmarks({ "1": bookmark(5) }, { "1": bookmark(6, { title: "N" }) }, now);
    expect(edits.map((edit) => edit.kind)).toEqual(["bookmarkPut"]);
  });

  it("never syncs a bookmark without a year (quirk 13)", () => {
    const yearless = bookmark(5, { year: undefined });
    expect(diffBookmarks({}, { "1": yearless }, now)).toEqual([]);
    expect(diffBookmarks({ "1": yearless }, {}, now)).toEqual([]);
  });
});

describe("diffProgress", () => {
  it("puts a movie whose progress moved, dated by the item", () => {
    const edits = diffProgress({ "1": movie(10, 100) }, { "1": movie(20, 200) }, now);
    expect(edits).toEqual([
      {
        kind: "progressPut",
        progress: expect.objectContaining({ tmdbId: "1", watched: 20, duration: 5000 }),
        at: 200,
      },
    ]);
  });

  it("sees no change in an equal copy of a movie", () => {
    expect(diffProgress({ "1": movie(10, 100) }, { "1": movie(10, 100) }, now)).toEqual([]);
  });

  it("puts only the episode that changed, with its season and episode ids and numbers", () => {
    const e1 = episode("e1", 10, 100);
    const edits = diffProgress(
      { "5": show([e1]) },
      { "5": show([e1, episode("e2", 30, 300)]) },
      now,
    );
    expect(edits).toEqual([
      {
        kind: "progressPut",
        progress: expect.objectContaining({
          tmdbId: "5",
          seasonId: "s1",
          episodeId: "e2",
          seasonNumber: 1,
          episodeNumber: 2,
          watched: 30,
        }),
        at: 300,
      },
    ]);
  });

  it("deletes one episode with both its ids, not swapped (quirk 12)", () => {
    const edits = diffProgress(
      { "5": show([episode("e1", 10), episode("e2", 10)]) },
      { "5": show([episode("e1", 10)]) },
      now,
    );
    expect(edits).toEqual([
      { kind: "progressDelete", tmdbId: "5", seasonId: "s1", episodeId: "e2", at: now },
    ]);
  });

  it("deletes a whole title that was removed", () => {
    expect(diffProgress({ "5": show([episode("e1", 10)]) }, {}, now)).toEqual([
      { kind: "progressDelete", tmdbId: "5", at: now },
    ]);
  });

  it("never syncs progress of a title without a year (quirk 13)", () => {
    const yearless = movie(10, 1, { year: undefined });
    expect(diffProgress({}, { "1": yearless }, now)).toEqual([]);
    expect(diffProgress({ "1": yearless }, {}, now)).toEqual([]);
  });
});
