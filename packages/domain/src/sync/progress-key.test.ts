import { describe, expect, it } from "vitest";
import { dedupeProgress, progressKey } from "./progress-key";

describe("progressKey", () => {
  it("treats an absent id and null as the same row", () => {
    expect(progressKey({ tmdbId: "1" })).toBe(
      progressKey({ tmdbId: "1", seasonId: null, episodeId: null }),
    );
  });

  it("tells a movie from an episode of the same title", () => {
    expect(progressKey({ tmdbId: "1" })).not.toBe(
      progressKey({ tmdbId: "1", seasonId: "2", episodeId: "3" }),
    );
  });

  it("does not confuse ids that would join to the same text", () => {
    expect(progressKey({ tmdbId: "1", seasonId: "2,3" })).not.toBe(
      progressKey({ tmdbId: "1", seasonId: "2", episodeId: "3" }),
    );
  });
});

describe("dedupeProgress", () => {
  it("keeps the most recently updated copy of a repeated movie", () => {
    const items = [
      { tmdbId: "1", watched: 10, updatedAt: "2024-01-01T00:00:00Z" },
      { tmdbId: "1", watched: 20, updatedAt: "2024-02-01T00:00:00Z" },
      { tmdbId: "1", watched: 5, updatedAt: "2023-01-01T00:00:00Z" },
    ];
    expect(dedupeProgress(items)).toEqual([items[1]]);
  });

  it("keeps the first copy when the times tie or are missing", () => {
    const items = [
      { tmdbId: "1", watched: 10 },
      { tmdbId: "1", watched: 20 },
    ];
    expect(dedupeProgress(items)).toEqual([items[0]]);
  });

  it("keeps different episodes of one show apart, in their first order", () => {
    const items = [
      { tmdbId: "5", seasonId: "s1", episodeId: "e2" },
      { tmdbId: "5", seasonId: "s1", episodeId: "e1" },
      { tmdbId: "5", seasonId: "s1", episodeId: "e2" },
    ];
    expect(dedupeProgress(items)).toEqual([items[0], items[1]]);
  });
});
