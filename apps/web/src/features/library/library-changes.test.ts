import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeBookmark, toggleBookmark } from "./bookmarks-store";
import { clearLibrary } from "./clear-library";
import { editLibrary, getLibrary, replaceLibrary, subscribeLibraryEdits } from "./library-changes";
import { recordProgress } from "./progress-store";

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };
let stop: () => void = () => undefined;

beforeEach(() => clearLibrary());
afterEach(() => stop());

describe("subscribeLibraryEdits", () => {
  it("tells each bookmark change with the library before and after", () => {
    const listener = vi.fn();
    stop = subscribeLibraryEdits(listener);
    toggleBookmark(bunny);
    expect(listener).toHaveBeenCalledTimes(1);
    const [next, previous] = listener.mock.calls[0] as [
      ReturnType<typeof getLibrary>,
      ReturnType<typeof getLibrary>,
    ];
    expect(Object.keys(next.bookmarks)).toEqual(["10378"]);
    expect(previous.bookmarks).toEqual({});
    removeBookmark("10378");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("tells progress changes too", () => {
    const listener = vi.fn();
    stop = subscribeLibraryEdits(listener);
    recordProgress({ media: bunny, watched: 10, duration: 596 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stays quiet when the library is replaced or cleared, which are not the viewer's edits", () => {
    const listener = vi.fn();
    stop = subscribeLibraryEdits(listener);
    replaceLibrary({
      bookmarks: { "1": { type: "movie", title: "A", year: 2000, updatedAt: 1 } },
      progress: {},
    });
    clearLibrary();
    expect(listener).not.toHaveBeenCalled();
    expect(getLibrary()).toEqual({ bookmarks: {}, progress: {} });
  });

  it("tells a library put in place by editLibrary (an import), bookmarks then progress", () => {
    const listener = vi.fn();
    stop = subscribeLibraryEdits(listener);
    const bookmarks = { "1": { type: "movie" as const, title: "A", year: 2000, updatedAt: 1 } };
    const progress = {
      "1": {
        type: "movie" as const,
        title: "A",
        year: 2000,
        updatedAt: 2,
        progress: { watched: 5, duration: 60 },
        seasons: {},
        episodes: {},
      },
    };
    editLibrary({ bookmarks, progress });
    expect(listener).toHaveBeenCalledTimes(2);
    const [[afterBookmarks], [afterProgress]] = listener.mock.calls as [
      [ReturnType<typeof getLibrary>],
      [ReturnType<typeof getLibrary>],
    ];
    expect(afterBookmarks.bookmarks).toBe(bookmarks);
    expect(afterProgress).toEqual({ bookmarks, progress });
    expect(getLibrary()).toEqual({ bookmarks, progress });
  });

  it("stops telling once unsubscribed", () => {
    const listener = vi.fn();
    subscribeLibraryEdits(listener)();
    toggleBookmark(bunny);
    expect(listener).not.toHaveBeenCalled();
  });
});
