import { createStore, useStore } from "zustand";

export interface ConnectivityState {
  /** False once a ping to the server failed; true again after one succeeds. */
  isOnline: boolean;
}

/**
 * Whether the server answers. Written only by the connectivity runner that `src/app/` starts;
 * anything in the app may read it (the offline banner, the player's top bar).
 */
export const connectivityStore = createStore<ConnectivityState>(() => ({ isOnline: true }));

export function useIsOnline(): boolean {
  return useStore(connectivityStore, (state) => state.isOnline);
}
