import { describe, expect, it } from "vitest";
import { applyProgress, removeProgress, savedProgress } from "./record-progress";
import type { EpisodeRef, LibraryMedia } from "./types";

const movie: LibraryMedia = { tmdbId: "10378", type: "movie", title: "Big Buck Bunny", year: 2008 };
const show: LibraryMedia = { tmdbId: "42", type: "show", title: "Lunar Tales", year: 2020 };
const s1e2: EpisodeRef = {
  seasonId: "s1",
  seasonNumber: 1,
  seasonTitle: "Season 1",
  episodeId: "e2",
  episodeNumber: 2,
  episodeTitle: "Second",
};

describe("applyProgress", () => {
  it("keeps a movie's position and duration on the item", () => {
    const items = applyProgress({}, { media: movie, watched: 300, duration: 600 }, 10);
    expect(items["10378"]).toMatchObject({
      type: "movie",
      title: "Big Buck Bunny",
      year: 2008,
      updatedAt: 10,
      progress: { watched: 300, duration: 600 },
    });
  });

  it("keeps a show's progress on the episode, with its season", () => {
    const items = applyProgress({}, { media: show, watched: 50, duration: 1200, episode: s1e2 }, 7);
    const item = items["42"];
    expect(item?.progress).toBeUndefined();
    expect(item?.seasons.s1).toEqual({ id: "s1", number: 1, title: "Season 1" });
    expect(item?.episodes.e2).toEqual({
      id: "e2",
      number: 2,
      title: "Second",
      seasonId: "s1",
      updatedAt: 7,
      progress: { watched: 50, duration: 1200 },
    });
  });

  it("keeps earlier episodes when another one is watched", () => {
    const first = applyProgress({}, { media: show, watched: 50, duration: 100, episode: s1e2 }, 1);
    const next = { ...s1e2, episodeId: "e3", episodeNumber: 3 };
    const items = applyProgress(
      first,
      { media: show, watched: 5, duration: 100, episode: next },
      2,
    );
    expect(Object.keys(items["42"]?.episodes ?? {})).toEqual(["e2", "e3"]);
    expect(items["42"]?.updatedAt).toBe(2);
  });

  it("stores zero for positions the player could not measure", () => {
    const items = applyProgress({}, { media: movie, watched: Number.NaN, duration: -1 }, 1);
    expect(items["10378"]?.progress).toEqual({ watched: 0, duration: 0 });
  });

  it("does not change the map it was given", () => {
    const before = {};
    applyProgress(before, { media: movie, watched: 1, duration: 2 }, 1);
    expect(before).toEqual({});
  });
});

describe("savedProgress", () => {
  const items = applyProgress(
    applyProgress({}, { media: movie, watched: 30, duration: 60 }, 1),
    { media: show, watched: 40, duration: 90, episode: s1e2 },
    2,
  );

  it("finds a movie's position", () => {
    expect(savedProgress(items, "10378")).toEqual({ watched: 30, duration: 60 });
  });

  it("finds an episode's position", () => {
    expect(savedProgress(items, "42", "e2")).toEqual({ watched: 40, duration: 90 });
  });

  it("has nothing for an unknown title or episode", () => {
    expect(savedProgress(items, "1")).toBeUndefined();
    expect(savedProgress(items, "42", "e9")).toBeUndefined();
  });
});

describe("removeProgress", () => {
  it("drops the whole title", () => {
    const items = applyProgress({}, { media: movie, watched: 30, duration: 60 }, 1);
    expect(removeProgress(items, "10378")).toEqual({});
  });
});
