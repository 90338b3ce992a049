import { describe, expect, it } from "vitest";
import { firstAiredEpisode, hasAired, isoDate, nextEpisodeTarget } from "./next-episode";

const TODAY = "2026-11-21";
const ep = (number: number, airDate: string | null = "2020-01-01") => ({ number, airDate });

describe("hasAired", () => {
  it("counts an episode that aired today", () => {
    expect(hasAired(ep(1, TODAY), TODAY)).toBe(true);
  });

  it("does not count a future episode", () => {
    expect(hasAired(ep(1, "2026-11-22"), TODAY)).toBe(false);
  });

  it("does not count an episode without an air date", () => {
    expect(hasAired(ep(1, null), TODAY)).toBe(false);
    expect(hasAired(ep(1, ""), TODAY)).toBe(false);
  });
});

describe("isoDate", () => {
  it("formats a date as YYYY-MM-DD on the local calendar", () => {
    expect(isoDate(new Date(2026, 2, 4, 23, 30))).toBe("2026-03-04");
    expect(isoDate(new Date(2026, 10, 21, 0, 5))).toBe("2026-11-21");
  });
});

describe("nextEpisodeTarget", () => {
  const base = { seasonNumber: 1, seasonNumbers: [0, 1, 2], today: TODAY };

  it("leads to the next episode of the season", () => {
    const episodes = [ep(1), ep(2), ep(3)];
    expect(nextEpisodeTarget({ ...base, episodes, current: 1 })).toEqual({
      kind: "episode",
      episode: ep(2),
    });
  });

  it("goes by number, not by list order", () => {
    const episodes = [ep(3), ep(1), ep(2)];
    expect(nextEpisodeTarget({ ...base, episodes, current: 1 })).toEqual({
      kind: "episode",
      episode: ep(2),
    });
  });

  it("leads to the next season after the last episode", () => {
    const episodes = [ep(1), ep(2)];
    expect(nextEpisodeTarget({ ...base, episodes, current: 2 })).toEqual({
      kind: "nextSeason",
      seasonNumber: 2,
    });
  });

  it("skips a gap in season numbers", () => {
    const episodes = [ep(1)];
    const target = nextEpisodeTarget({ ...base, seasonNumbers: [1, 3], episodes, current: 1 });
    expect(target).toEqual({ kind: "nextSeason", seasonNumber: 3 });
  });

  it("is null after the last episode of the last season", () => {
    const episodes = [ep(1), ep(2)];
    expect(nextEpisodeTarget({ ...base, seasonNumber: 2, episodes, current: 2 })).toBeNull();
  });

  it("never leads into the specials season", () => {
    const episodes = [ep(1)];
    const target = nextEpisodeTarget({ ...base, seasonNumbers: [0, 1], episodes, current: 1 });
    expect(target).toBeNull();
  });

  it("is null when the next episode has not aired yet", () => {
    const episodes = [ep(1), ep(2, "2027-01-01")];
    expect(nextEpisodeTarget({ ...base, episodes, current: 1 })).toBeNull();
  });
});

describe("firstAiredEpisode", () => {
  it("takes the lowest-numbered aired episode", () => {
    expect(firstAiredEpisode([ep(2), ep(1)], TODAY)).toEqual(ep(1));
  });

  it("skips episodes that have not aired", () => {
    expect(firstAiredEpisode([ep(1, null), ep(2)], TODAY)).toEqual(ep(2));
  });

  it("is null when nothing has aired", () => {
    expect(firstAiredEpisode([ep(1, "2030-01-01")], TODAY)).toBeNull();
    expect(firstAiredEpisode([], TODAY)).toBeNull();
  });
});
