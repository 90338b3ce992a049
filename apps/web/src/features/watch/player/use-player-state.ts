import type { PlayerState } from "@matinee/player";
import { useCallback, useSyncExternalStore } from "react";
import { usePlayer } from "./PlayerProvider";

/**
 * A slice of the engine state; the component re-renders only when the slice changes
 * (by `Object.is`). Select primitives or references the store keeps (arrays, objects of the
 * state), never a new object per call, or every store change re-renders.
 */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  const player = usePlayer();
  const subscribe = useCallback(
    (listener: () => void) => player.store.subscribe(listener),
    [player],
  );
  const getSnapshot = () => selector(player.store.getState());
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
