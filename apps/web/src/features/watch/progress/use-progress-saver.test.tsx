import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSavedProgress } from "../../library";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import type { WatchMeta } from "../watch-meta";
import { useProgressSaver } from "./use-progress-saver";

const movie: WatchMeta = {
  kind: "movie",
  tmdbId: "777",
  title: "Test",
  year: 2001,
  posterPath: null,
};

const episode: WatchMeta = {
  kind: "tv",
  tmdbId: "888",
  title: "Show",
  year: 2010,
  posterPath: null,
  season: { id: 10, number: 1, title: "Season 1" },
  episode: { id: 101, number: 2, title: "Two" },
  seasons: [{ id: 10, number: 1, title: "Season 1" }],
  episodes: [],
};

function renderSaver(meta: WatchMeta) {
  vi.useFakeTimers();
  const fake = createFakePlayer(vi.fn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlayerContextProvider player={fake.player}>{children}</PlayerContextProvider>
  );
  const view = renderHook(() => useProgressSaver(meta, null), { wrapper });
  return { ...fake, ...view };
}

afterEach(() => localStorage.clear());

describe("useProgressSaver", () => {
  it("saves nothing before the video has played once", () => {
    const { set } = renderSaver(movie);
    act(() => set({ currentTime: 12, duration: 100 }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(getSavedProgress("777")).toBeUndefined();
  });

  it("saves at the first play, then every 3 s while the position changes", () => {
    const { set } = renderSaver(movie);
    act(() => set({ currentTime: 1, duration: 100, hasPlayedOnce: true }));
    expect(getSavedProgress("777")).toEqual({ watched: 1, duration: 100 });
    act(() => set({ currentTime: 4.6 }));
    act(() => void vi.advanceTimersByTime(2900));
    expect(getSavedProgress("777")?.watched).toBe(1);
    act(() => void vi.advanceTimersByTime(100));
    expect(getSavedProgress("777")?.watched).toBe(4);
  });

  it("saves an episode under its show with the season and episode", () => {
    const { set } = renderSaver(episode);
    act(() => set({ currentTime: 30, duration: 600, hasPlayedOnce: true }));
    expect(getSavedProgress("888", "101")).toEqual({ watched: 30, duration: 600 });
  });

  it("saves the last position when the screen closes", () => {
    const { set, unmount } = renderSaver(movie);
    act(() => set({ currentTime: 1, duration: 100, hasPlayedOnce: true }));
    act(() => set({ currentTime: 50 }));
    unmount();
    expect(getSavedProgress("777")?.watched).toBe(50);
  });
});
