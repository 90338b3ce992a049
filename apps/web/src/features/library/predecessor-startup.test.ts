import { beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKMARKS_KEY, useBookmarksStore } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";
import { IMPORT_DONE_KEY, importPredecessorLibrary } from "./predecessor-startup";
import { useProgressStore } from "./progress-store";

const mwBookmarks = {
  state: {
    bookmarks: { "10378": { type: "movie", title: "Big Buck Bunny", year: 2008, updatedAt: 50 } },
    updateQueue: [],
  },
  version: 0,
};
const mwProgress = {
  state: {
    items: {
      "19": {
        type: "movie",
        title: "Metropolis",
        year: 1927,
        updatedAt: 60,
        progress: { watched: 500, duration: 9000 },
        seasons: {},
        episodes: {},
      },
    },
  },
  version: 0,
};
const oldBookmarks = {
  "--version": 2,
  bookmarks: [{ id: "1399", title: "Lunar Tales", year: "2011", type: "series" }],
};
const oldProgress = {
  "--version": 3,
  items: [
    {
      item: { meta: { id: "653", title: "Nosferatu", year: "1922", type: "movie" } },
      progress: 300,
      percentage: 5,
      watchedAt: 40,
    },
  ],
};

function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
  }
}

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("importPredecessorLibrary", () => {
  it("brings in bookmarks and progress from all four predecessor keys", () => {
    seed({
      "__MW::bookmarks": mwBookmarks,
      "__MW::progress": mwProgress,
      "mw-bookmarks": oldBookmarks,
      "video-progress": oldProgress,
    });
    expect(importPredecessorLibrary(localStorage, 1000)).toEqual({
      bookmarks: 2,
      progress: 2,
      skipped: 0,
    });
    expect(Object.keys(useBookmarksStore.getState().bookmarks).sort()).toEqual(["10378", "1399"]);
    expect(Object.keys(useProgressStore.getState().items).sort()).toEqual(["19", "653"]);
    expect(useProgressStore.getState().items["653"]?.progress).toEqual({
      watched: 300,
      duration: 6000,
    });
  });

  it("leaves the predecessor's keys as they were", () => {
    seed({ "__MW::bookmarks": mwBookmarks });
    importPredecessorLibrary(localStorage, 1000);
    expect(JSON.parse(localStorage.getItem("__MW::bookmarks") ?? "")).toEqual(mwBookmarks);
  });

  it("imports once, so a removed item does not come back at the next start", () => {
    seed({ "__MW::bookmarks": mwBookmarks });
    importPredecessorLibrary(localStorage, 1000);
    clearLibrary();
    expect(importPredecessorLibrary(localStorage, 2000)).toBeNull();
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
    expect(localStorage.getItem(IMPORT_DONE_KEY)).not.toBeNull();
  });

  it("keeps Matinee's own entry when it is newer, and backs up the store first", () => {
    const ours = { type: "movie" as const, title: "Ours", year: 2008, updatedAt: 99 };
    useBookmarksStore.setState({ bookmarks: { "10378": ours } });
    const before = localStorage.getItem(BOOKMARKS_KEY);
    seed({ "__MW::bookmarks": mwBookmarks });
    importPredecessorLibrary(localStorage, 1000);
    expect(useBookmarksStore.getState().bookmarks["10378"]).toEqual(ours);
    expect(localStorage.getItem(`BACKUP-v1-${BOOKMARKS_KEY}`)).toBe(before);
  });

  it("skips broken data without failing", () => {
    seed({ "__MW::bookmarks": "{not json", "__MW::progress": mwProgress, "mw-bookmarks": "[]" });
    expect(importPredecessorLibrary(localStorage, 1000)).toEqual({
      bookmarks: 0,
      progress: 1,
      skipped: 0,
    });
  });

  it("puts the stores back and tries again next time when storage fails", () => {
    seed({ "__MW::bookmarks": mwBookmarks });
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new Error("quota exceeded");
      },
    } as unknown as Storage;
    expect(importPredecessorLibrary(full, 1000)).toBeNull();
    expect(useBookmarksStore.getState().bookmarks).toEqual({});
    expect(localStorage.getItem(IMPORT_DONE_KEY)).toBeNull();
  });

  it("does nothing, without throwing, where storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    } as unknown as Storage;
    expect(importPredecessorLibrary(blocked, 1000)).toBeNull();
  });
});
