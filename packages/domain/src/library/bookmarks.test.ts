import { describe, expect, it } from "vitest";
import { addBookmark, canBookmark, removeBookmark, toggleBookmarkIn } from "./bookmarks";
import type { LibraryMedia } from "./types";

const bunny: LibraryMedia = {
  tmdbId: "10378",
  type: "movie",
  title: "Big Buck Bunny",
  year: 2008,
  poster: "http://img.test/bbb.jpg",
};

describe("canBookmark", () => {
  it("allows a title with a known year", () => {
    expect(canBookmark({ year: 1922 })).toBe(true);
  });

  it("refuses a title without a year", () => {
    expect(canBookmark({})).toBe(false);
    expect(canBookmark({ year: Number.NaN })).toBe(false);
  });
});

describe("addBookmark", () => {
  it("stores the title's fields and the time under its TMDB id", () => {
    expect(addBookmark({}, bunny, 1000)).toEqual({
      "10378": {
        type: "movie",
        title: "Big Buck Bunny",
        year: 2008,
        poster: "http://img.test/bbb.jpg",
        updatedAt: 1000,
      },
    });
  });

  it("leaves the bookmarks alone when the year is unknown", () => {
    const before = {};
    expect(addBookmark(before, { ...bunny, year: undefined }, 1000)).toBe(before);
  });

  it("leaves out a missing poster rather than storing undefined", () => {
    const added = addBookmark({}, { ...bunny, poster: undefined }, 1);
    expect(Object.keys(added["10378"] ?? {})).not.toContain("poster");
  });
});

describe("toggleBookmarkIn", () => {
  it("adds a title that is not bookmarked", () => {
    expect(toggleBookmarkIn({}, bunny, 5)["10378"]?.updatedAt).toBe(5);
  });

  it("removes a bookmarked title, even one whose year is unknown", () => {
    const marked = { "10378": { type: "movie" as const, title: "X", updatedAt: 1 } };
    expect(toggleBookmarkIn(marked, { ...bunny, year: undefined }, 5)).toEqual({});
  });
});

describe("removeBookmark", () => {
  it("returns the same map when the title is not there", () => {
    const before = {};
    expect(removeBookmark(before, "1")).toBe(before);
  });
});
