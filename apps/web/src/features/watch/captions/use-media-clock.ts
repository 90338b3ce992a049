import type { Player, PlayerState } from "@matinee/player";
import type { Cue, CueIndex } from "@matinee/subtitles";
import { useMemo, useSyncExternalStore } from "react";
import { usePlayer } from "../player/PlayerProvider";

/**
 * How far past the last reported time the clock runs on its own. Time updates come about four
 * times a second; when they stop without a pause or a stall being reported, the cues stop too.
 */
const MAX_AHEAD_S = 1;

/** What the clock needs from the browser; tests pass their own frames and time. */
export interface ClockHost {
  /** Milliseconds, monotonic. */
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  /** The page is hidden: no frames are drawn, none are asked for. */
  isHidden(): boolean;
  /** Calls `listener` when the page is shown or hidden; returns the way to stop. */
  onVisibilityChange(listener: () => void): () => void;
}

const BROWSER: ClockHost = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  isHidden: () => document.visibilityState === "hidden",
  onVisibilityChange(listener) {
    document.addEventListener("visibilitychange", listener);
    return () => document.removeEventListener("visibilitychange", listener);
  },
};

/** The media moves on its own: playing, not held by a pause, a stall, a seek or the end. */
function isAdvancing(state: PlayerState): boolean {
  return state.playing && !state.paused && !state.waiting && !state.seeking && !state.ended;
}

const sameCues = (a: readonly Cue[], b: readonly Cue[]) =>
  a.length === b.length && a.every((cue, index) => cue === b[index]);

const NONE: readonly Cue[] = [];

/** The cues showing now, as an external store for `useSyncExternalStore`. */
export interface CueClock {
  subscribe: (onChange: () => void) => () => void;
  /** The same array until the set of cues on screen changes. */
  getShown: () => readonly Cue[];
}

/**
 * The cues of `index` showing at the media's time with `delay`. The engine reports the time
 * about four times a second; while the media plays, the clock runs on from the last report at
 * the playback rate, once per animation frame, so a cue shows on its frame rather than up to
 * 250 ms late. Listeners hear of a change only when the set of cues on screen changes. Frames
 * stop while paused, stalled or hidden. While playing the clock never steps back by less than
 * a report's lag (a report a little behind the running clock would hide a cue for a moment).
 */
export function createCueClock(
  store: Player["store"],
  index: CueIndex,
  delay: number,
  host: ClockHost = BROWSER,
): CueClock {
  let shown: readonly Cue[] = NONE;
  const listeners = new Set<() => void>();
  let base = { time: store.getState().currentTime, at: host.now() };
  let frame: number | null = null;
  let stopWatching: (() => void) | null = null;

  const timeAt = (state: PlayerState, now: number) =>
    isAdvancing(state)
      ? base.time + (Math.min(now - base.at, MAX_AHEAD_S * 1000) / 1000) * state.playbackRate
      : state.currentTime;

  const refresh = () => {
    const next = index.at(timeAt(store.getState(), host.now()), delay);
    if (sameCues(shown, next)) return;
    shown = next.length === 0 ? NONE : next;
    listeners.forEach((listener) => listener());
  };

  const tick = () => {
    frame = null;
    refresh();
    schedule();
  };

  function schedule() {
    const running = isAdvancing(store.getState()) && !host.isHidden();
    if (running && frame === null) frame = host.requestFrame(tick);
    if (!running && frame !== null) {
      host.cancelFrame(frame);
      frame = null;
    }
  }

  const start = () => {
    base = { time: store.getState().currentTime, at: host.now() };
    const unsubscribe = store.subscribe((next, previous) => {
      const now = host.now();
      const moved = next.currentTime !== previous.currentTime;
      const changedPace =
        isAdvancing(next) !== isAdvancing(previous) || next.playbackRate !== previous.playbackRate;
      if (!moved && !changedPace) return;
      if (isAdvancing(next) && isAdvancing(previous)) {
        // A report while playing: take it, unless it lags a little behind the running clock.
        const running = timeAt(previous, now);
        const lag = running - next.currentTime;
        base = { time: lag > 0 && lag < MAX_AHEAD_S / 4 ? running : next.currentTime, at: now };
      } else {
        base = { time: next.currentTime, at: now };
      }
      refresh();
      schedule();
    });
    const unwatchVisibility = host.onVisibilityChange(schedule);
    refresh();
    schedule();
    stopWatching = () => {
      unsubscribe();
      unwatchVisibility();
      if (frame !== null) host.cancelFrame(frame);
      frame = null;
    };
  };

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
        }
      };
    },
    getShown() {
      // Read before anyone listens (the first render): the cues at the reported time.
      if (!stopWatching) {
        const next = index.at(store.getState().currentTime, delay);
        if (!sameCues(shown, next)) shown = next.length === 0 ? NONE : next;
      }
      return shown;
    },
  };
}

const noSubscription = () => () => {};
const nothingShown = () => NONE;

/**
 * The cues of `index` on screen now, with `delay` (seconds, + later); re-renders only when
 * that set changes. Null index (captions off): none.
 */
export function useShownCues(index: CueIndex | null, delay: number): readonly Cue[] {
  const player = usePlayer();
  const clock = useMemo(
    () => (index ? createCueClock(player.store, index, delay) : null),
    [player, index, delay],
  );
  return useSyncExternalStore(
    clock ? clock.subscribe : noSubscription,
    clock ? clock.getShown : nothingShown,
    clock ? clock.getShown : nothingShown,
  );
}
