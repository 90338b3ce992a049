import type { PlayerState } from "@matinee/player";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { FIRST_FRAME_WAIT_MS, isStartingUp, useChromeReady } from "./chrome-ready";

function Probe() {
  return <p>{useChromeReady() ? "bars" : "video only"}</p>;
}

function renderProbe(initial: Partial<PlayerState>) {
  const fake = createFakePlayer(vi.fn, initial);
  render(
    <PlayerContextProvider player={fake.player}>
      <Probe />
    </PlayerContextProvider>,
  );
  return fake;
}

/** A stream just loaded with autoplay: the element was asked to play and waits for data. */
const loading: Partial<PlayerState> = { status: "playing", paused: false, waiting: true };

describe("isStartingUp", () => {
  it("is true for a loaded stream that has not played yet", () => {
    const state = createFakePlayer(vi.fn, loading).player.store.getState();
    expect(isStartingUp(state)).toBe(true);
    expect(isStartingUp({ ...state, waiting: false, paused: true, duration: 0 })).toBe(true);
  });

  it("is false once it played, when autoplay was refused, and for any other status", () => {
    const state = createFakePlayer(vi.fn, loading).player.store.getState();
    expect(isStartingUp({ ...state, hasPlayedOnce: true })).toBe(false);
    expect(isStartingUp({ ...state, paused: true, waiting: false, duration: 60 })).toBe(false);
    for (const status of ["idle", "scraping", "scrapeNotFound", "playbackError"] as const) {
      expect(isStartingUp({ ...state, status })).toBe(false);
    }
  });
});

describe("useChromeReady", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws the bars once the starting stream plays, and keeps them", () => {
    const { set } = renderProbe(loading);
    expect(screen.getByText("video only")).toBeTruthy();
    act(() => set({ playing: true, waiting: false, hasPlayedOnce: true }));
    expect(screen.getByText("bars")).toBeTruthy();
    // A new source starts up again: the bars stay.
    act(() => set({ hasPlayedOnce: false, playing: false, waiting: true }));
    expect(screen.getByText("bars")).toBeTruthy();
  });

  it("draws them when autoplay is refused, or after the time limit", () => {
    const refused = renderProbe(loading);
    act(() => refused.set({ paused: true, waiting: false, duration: 596 }));
    expect(screen.getByText("bars")).toBeTruthy();

    cleanup();
    renderProbe(loading);
    act(() => {
      vi.advanceTimersByTime(FIRST_FRAME_WAIT_MS - 1);
    });
    expect(screen.getByText("video only")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText("bars")).toBeTruthy();
  });

  it("draws them at once while scraping or on an error", () => {
    renderProbe({ status: "scraping" });
    expect(screen.getByText("bars")).toBeTruthy();
  });
});
