import { describe, expect, it } from "vitest";
import { isFinished, latestEpisode, progressPercentage, showState } from "./continue-watching";
import type { ProgressEpisode, ProgressItem } from "./types";

const movie = (watched: number, duration: number): ProgressItem => ({
  type: "movie",
  title: "Film",
  updatedAt: 1,
  progress: { watched, duration },
  seasons: {},
  episodes: {},
});

function episode(id: string, seasonId: string, number: number, updatedAt: number, watched: number) {
  const ep: ProgressEpisode = {
    id,
    seasonId,
    number,
    title: id,
    updatedAt,
    progress: { watched, duration: 1500 },
  };
  return ep;
}

function show(...episodes: ProgressEpisode[]): ProgressItem {
  return {
    type: "show",
    title: "Series",
    updatedAt: 1,
    seasons: {
      s1: { id: "s1", number: 1, title: "Season 1" },
      s2: { id: "s2", number: 2, title: "Season 2" },
    },
    episodes: Object.fromEntries(episodes.map((ep) => [ep.id, ep])),
  };
}

describe("showState of a movie", () => {
  it("shows a movie watched for 20 s or more", () => {
    expect(showState(movie(20, 6000))?.progress).toEqual({ watched: 20, duration: 6000 });
  });

  it("hides a movie watched for under 20 s", () => {
    expect(showState(movie(19.9, 6000))).toBeNull();
  });

  it("hides a movie within 2 minutes of its end", () => {
    expect(showState(movie(5881, 6000))).toBeNull();
    expect(showState(movie(5880, 6000))).not.toBeNull();
  });

  it("hides a movie item without progress", () => {
    expect(showState({ ...movie(0, 0), progress: undefined })).toBeNull();
  });
});

describe("showState of a show", () => {
  it("points at the episode updated last, with its season", () => {
    const state = showState(show(episode("a", "s1", 1, 5, 300), episode("b", "s2", 4, 9, 60)));
    expect(state?.episode?.id).toBe("b");
    expect(state?.season?.number).toBe(2);
    expect(state?.progress.watched).toBe(60);
  });

  it("hides the first episode of the first season under 20 s", () => {
    expect(showState(show(episode("a", "s1", 1, 5, 10)))).toBeNull();
  });

  it("keeps a later episode at 0 s: it is where the viewer resumes after autoplay", () => {
    const state = showState(show(episode("a", "s1", 1, 5, 1400), episode("b", "s1", 2, 6, 0)));
    expect(state?.episode?.id).toBe("b");
  });

  it("hides a show whose latest episode is within 2 minutes of its end", () => {
    expect(showState(show(episode("a", "s1", 3, 5, 1450)))).toBeNull();
  });

  it("hides a show without episodes", () => {
    expect(showState(show())).toBeNull();
  });

  it("hides a show whose latest episode names a season it does not have", () => {
    expect(showState(show(episode("a", "s9", 2, 5, 300)))).toBeNull();
  });
});

describe("latestEpisode", () => {
  it("is null when the show has no episodes", () => {
    expect(latestEpisode(show())).toBeNull();
  });
});

describe("isFinished", () => {
  it("never calls an unknown duration finished", () => {
    expect(isFinished({ watched: 0, duration: 0 })).toBe(false);
  });
});

describe("progressPercentage", () => {
  it("is watched over duration, rounded", () => {
    expect(progressPercentage({ watched: 1, duration: 3 })).toBe(33);
    expect(progressPercentage({ watched: 2, duration: 3 })).toBe(67);
  });

  it("is 0 when the duration is unknown", () => {
    expect(progressPercentage({ watched: 30, duration: 0 })).toBe(0);
  });

  it("never passes 100", () => {
    expect(progressPercentage({ watched: 130, duration: 100 })).toBe(100);
  });
});
