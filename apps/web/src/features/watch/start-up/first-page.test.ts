import { describe, expect, it } from "vitest";
import { opensOnMediaPage } from "./first-page";

describe("first page", () => {
  it("counts media pages, with or without an episode, but not legacy media addresses", () => {
    expect(opensOnMediaPage("/media/tmdb-movie-10378-big-buck-bunny")).toBe(true);
    expect(opensOnMediaPage("/media/tmdb-tv-1-show/2/3")).toBe(true);
    expect(opensOnMediaPage("/media/tmdb-show-1-old")).toBe(false);
    expect(opensOnMediaPage("/media/JW123")).toBe(false);
    expect(opensOnMediaPage("/discover")).toBe(false);
    expect(opensOnMediaPage("/media/")).toBe(false);
  });
});
