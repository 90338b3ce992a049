import type { Player, PlayerState } from "@matinee/player";
import { useEffect, useState } from "react";
import { waitAtMost } from "../../../shared/lib/wait-at-most";
import { usePlayerState } from "../player/use-player-state";

/**
 * The longest anything held back for a starting stream's first frame waits for it: the player's
 * bars and menus, and on a first visit the app's own start (see `startMediaPage`).
 */
export const FIRST_FRAME_WAIT_MS = 1_000;

/**
 * Whether a stream is starting and has yet to show its first frame: loaded, never played, and
 * not stopped by the browser (an autoplay refusal leaves the element paused with its metadata).
 */
export function isStartingUp(state: PlayerState): boolean {
  if (state.status !== "playing" || state.hasPlayedOnce) return false;
  const autoplayRefused = state.paused && !state.waiting && state.duration > 0;
  return !autoplayRefused;
}

/**
 * Resolves once `player` is no longer starting up (see {@link isStartingUp}), or after
 * {@link FIRST_FRAME_WAIT_MS}.
 */
export async function untilStarted(player: Player): Promise<void> {
  let stop = () => {};
  const started = new Promise<void>((resolve) => {
    stop = player.store.subscribe((state) => {
      if (!isStartingUp(state)) resolve();
    });
    if (!isStartingUp(player.store.getState())) resolve();
  });
  await waitAtMost(started, FIRST_FRAME_WAIT_MS);
  stop();
}

/**
 * Whether the player's bars and menus are drawn. They are a third of the screen's first render,
 * and a stream that is starting needs the page's thread for its playlists and segments: drawn
 * once it plays (or is refused autoplay, or after {@link FIRST_FRAME_WAIT_MS}), they are off
 * the way to the first frame. Every other status draws them at once; once drawn, they stay.
 */
export function useChromeReady(): boolean {
  const startingUp = usePlayerState(isStartingUp);
  const [ready, setReady] = useState(!startingUp);
  if (!ready && !startingUp) setReady(true);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), FIRST_FRAME_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
