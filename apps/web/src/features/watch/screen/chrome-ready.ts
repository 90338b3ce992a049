import type { PlayerState } from "@matinee/player";
import { useEffect, useState } from "react";
import { usePlayerState } from "../player/use-player-state";

/** The longest the bars and menus wait for a starting stream's first frame. */
export const CHROME_WAIT_LIMIT_MS = 1_000;

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
 * Whether the player's bars and menus are drawn. They are a third of the screen's first render,
 * and a stream that is starting needs the page's thread for its playlists and segments: drawn
 * once it plays (or is refused autoplay, or after {@link CHROME_WAIT_LIMIT_MS}), they are off
 * the way to the first frame. Every other status draws them at once; once drawn, they stay.
 */
export function useChromeReady(): boolean {
  const startingUp = usePlayerState(isStartingUp);
  const [ready, setReady] = useState(!startingUp);
  if (!ready && !startingUp) setReady(true);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), CHROME_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
