import { describe, expect, it } from "vitest";
import type { ImportedData } from "../library/data-export";
import type { BookmarkItem, ProgressItem } from "../library/types";
import { isEmptyPlan, planImport, type LocalData } from "./import-merge";

const bookmark = (title: string, updatedAt: number, year = 2008): BookmarkItem => ({
  type: "movie",
  title,
  year,
  updatedAt,
});

const movie = (watched: number, updatedAt: number): ProgressItem => ({
  type: "movie",
  title: "Big Buck Bunny",
  year: 2008,
  updatedAt,
  progress: { watched, duration: 596 },
  seasons: {},
  episodes: {},
});

const season = { id: "s1", number: 1, title: "Season 1" };
const episode = (id: string, number: number, watched: number, updatedAt: number) => ({
  id,
  number,
  title: `Episode ${number}`,
  seasonId: "s1",
  updatedAt,
  progress: { watched, duration: 1200 },
});

const show = (episodes: ReturnType<typeof episode>[]): ProgressItem => ({
  type: "show",
  title: "Lunar Tales",
  year: 2011,
  updatedAt: Math.max(...episodes.map((item) => item.updatedAt)),
  seasons: { s1: season },
  episodes: Object.fromEntries(episodes.map((item) => [item.id, item])),
});

const empty = (): LocalData => ({ bookmarks: {}, progress: {}, settings: {} });
const file = (data: Partial<ImportedData>): ImportedData => ({
  source: "matinee",
  exportedAt: null,
  bookmarks: {},
  progress: {},
  settings: {},
  skipped: 0,
  ...data,
});

describe("planImport: bookmarks", () => {
  it("adds the file's bookmarks that are not here, and counts them new", () => {
    const plan = planImport(empty(), file({ bookmarks: { "1": bookmark("A", 10) } }));
    expect(plan.bookmarks).toEqual({ "1": bookmark("A", 10) });
    expect(plan.counts.bookmarks).toEqual({ new: 1, updated: 0, unchanged: 0 });
  });

  it("takes the file's copy when it is newer, keeps this one when it is older", () => {
    const local = { ...empty(), bookmarks: { "1": bookmark("A", 10), "2": bookmark("B", 50) } };
    const plan = planImport(
      local,
      file({ bookmarks: { "1": bookmark("A renamed", 20), "2": bookmark("B old", 40) } }),
    );
    expect(plan.bookmarks["1"]?.title).toBe("A renamed");
    expect(plan.bookmarks["2"]).toBe(local.bookmarks["2"]);
    expect(plan.counts.bookmarks).toEqual({ new: 0, updated: 1, unchanged: 1 });
  });

  it("never removes what only this browser has", () => {
    const local = { ...empty(), bookmarks: { "9": bookmark("Mine", 1) } };
    const plan = planImport(local, file({ bookmarks: { "1": bookmark("A", 10) } }));
    expect(Object.keys(plan.bookmarks).sort()).toEqual(["1", "9"]);
  });

  it("counts an identical copy unchanged and keeps this browser's object", () => {
    const local = { ...empty(), bookmarks: { "1": bookmark("A", 10) } };
    const plan = planImport(local, file({ bookmarks: { "1": bookmark("A", 10) } }));
    expect(plan.bookmarks["1"]).toBe(local.bookmarks["1"]);
    expect(plan.counts.bookmarks).toEqual({ new: 0, updated: 0, unchanged: 1 });
    expect(isEmptyPlan(plan)).toBe(true);
  });
});

describe("planImport: progress", () => {
  it("adds new titles and takes a movie's newer progress", () => {
    const local = { ...empty(), progress: { "10378": movie(100, 10) } };
    const plan = planImport(
      local,
      file({ progress: { "10378": movie(300, 20), "1399": show([episode("e1", 1, 60, 5)]) } }),
    );
    expect(plan.progress["10378"]?.progress).toEqual({ watched: 300, duration: 596 });
    expect(plan.progress["1399"]?.episodes.e1?.progress.watched).toBe(60);
    expect(plan.counts.progress).toEqual({ new: 1, updated: 1, unchanged: 0 });
  });

  it("keeps a movie's newer progress here over the file's older one", () => {
    const local = { ...empty(), progress: { "10378": movie(400, 30) } };
    const plan = planImport(local, file({ progress: { "10378": movie(100, 10) } }));
    expect(plan.progress["10378"]).toBe(local.progress["10378"]);
    expect(plan.counts.progress).toEqual({ new: 0, updated: 0, unchanged: 1 });
  });

  it("merges a show episode by episode, the newer of each winning", () => {
    const local = {
      ...empty(),
      progress: { "1399": show([episode("e1", 1, 500, 50), episode("e2", 2, 10, 10)]) },
    };
    const incoming = show([episode("e1", 1, 100, 5), episode("e2", 2, 900, 90)]);
    const plan = planImport(local, file({ progress: { "1399": incoming } }));
    const merged = plan.progress["1399"];
    expect(merged?.episodes.e1?.progress.watched).toBe(500);
    expect(merged?.episodes.e2?.progress.watched).toBe(900);
    expect(merged?.seasons).toEqual({ s1: season });
    expect(plan.counts.progress).toEqual({ new: 0, updated: 1, unchanged: 0 });
  });

  it("adds an episode only the file has, keeping those only here", () => {
    const local = { ...empty(), progress: { "1399": show([episode("e1", 1, 500, 50)]) } };
    const incoming = show([episode("e3", 3, 30, 30)]);
    const plan = planImport(local, file({ progress: { "1399": incoming } }));
    expect(Object.keys(plan.progress["1399"]?.episodes ?? {}).sort()).toEqual(["e1", "e3"]);
  });
});

describe("planImport: settings", () => {
  it("replaces a settings store that differs, adds a missing one, counts an equal one", () => {
    const local: LocalData = {
      ...empty(),
      settings: {
        "matinee::a": { state: { on: true }, version: 1 },
        "matinee::b": { version: 1, state: { list: ["x"] } },
      },
    };
    const plan = planImport(
      local,
      file({
        settings: {
          "matinee::a": { state: { on: false }, version: 1 },
          "matinee::b": { state: { list: ["x"] }, version: 1 },
          "matinee::c": { state: {}, version: 1 },
        },
      }),
    );
    expect(plan.settings).toEqual({
      "matinee::a": { state: { on: false }, version: 1 },
      "matinee::c": { state: {}, version: 1 },
    });
    expect(plan.counts.settings).toEqual({ new: 1, updated: 1, unchanged: 1 });
    expect(isEmptyPlan(plan)).toBe(false);
  });
});

it("passes on how many entries of the file could not be read", () => {
  expect(planImport(empty(), file({ source: "predecessor", skipped: 3 })).skipped).toBe(3);
});
