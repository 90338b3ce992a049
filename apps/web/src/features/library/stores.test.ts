import { beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKMARKS_KEY, toggleBookmark, useBookmarksStore } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";
import {
  getSavedProgress,
  PROGRESS_KEY,
  recordProgress,
  removeProgress,
  useProgressStore,
} from "./progress-store";

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? "null");

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("bookmarks store", () => {
  it("persists bookmarks under its versioned key", () => {
    toggleBookmark(bunny);
    expect(stored(BOOKMARKS_KEY)).toMatchObject({
      version: 1,
      state: { bookmarks: { "10378": { title: "Big Buck Bunny", year: 2008 } } },
    });
  });

  it("does not bookmark a title whose year is unknown", () => {
    toggleBookmark({ ...bunny, year: undefined });
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
  });

  it("drops unreadable stored entries when it loads", async () => {
    const good = { type: "movie", title: "Good", year: 2000, updatedAt: 1 };
    localStorage.setItem(
      BOOKMARKS_KEY,
      JSON.stringify({ state: { bookmarks: { "1": good, "2": { title: 5 } } }, version: 1 }),
    );
    await useBookmarksStore.persist.rehydrate();
    expect(useBookmarksStore.getState().bookmarks).toEqual({ "1": good });
  });

  it("resets to empty, keeping a backup, when the stored version cannot be migrated", async () => {
    const raw = { state: { bookmarks: { "1": { type: "movie", title: "Old" } } }, version: 9 };
    localStorage.setItem(BOOKMARKS_KEY, JSON.stringify(raw));
    await useBookmarksStore.persist.rehydrate();
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
    expect(stored(`BACKUP-v9-${BOOKMARKS_KEY}`)).toEqual(raw.state);
  });
});

describe("progress store", () => {
  it("persists progress under its versioned key and answers resume questions", () => {
    recordProgress({ media: bunny, watched: 100, duration: 596 });
    expect(stored(PROGRESS_KEY)).toMatchObject({
      version: 1,
      state: { items: { "10378": { progress: { watched: 100, duration: 596 } } } },
    });
    expect(getSavedProgress("10378")).toEqual({ watched: 100, duration: 596 });
  });

  it("saves an episode's progress for the episode", () => {
    const show = { tmdbId: "42", type: "show" as const, title: "Lunar Tales", year: 2020 };
    const episode = {
      seasonId: "s1",
      seasonNumber: 1,
      seasonTitle: "Season 1",
      episodeId: "e1",
      episodeNumber: 1,
      episodeTitle: "Pilot",
    };
    recordProgress({ media: show, watched: 30, duration: 1200, episode });
    expect(getSavedProgress("42", "e1")).toEqual({ watched: 30, duration: 1200 });
    expect(getSavedProgress("42")).toBeUndefined();
  });

  it("forgets a removed title", () => {
    recordProgress({ media: bunny, watched: 100, duration: 596 });
    removeProgress("10378");
    expect(useProgressStore.getState().items).toEqual({});
    expect(getSavedProgress("10378")).toBeUndefined();
  });
});
