import {
  applyProgress,
  readProgressItems,
  removeProgress as withoutProgress,
  savedProgress,
  type ProgressInput,
  type ProgressItem,
  type ProgressItems,
} from "@matinee/domain";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { versionedPersist } from "./versioned-persist";

/** localStorage key and version of the watch progress store (SPEC §3 "progress"). */
export const PROGRESS_KEY = "matinee::progress";
export const PROGRESS_VERSION = 1;

export interface ProgressState {
  items: ProgressItems;
}

const empty = (): ProgressState => ({ items: {} });
const read = (state: unknown): ProgressState => ({
  items: readProgressItems((state as Partial<ProgressState> | null)?.items),
});

export const useProgressStore = create<ProgressState>()(
  persist(empty, versionedPersist({ key: PROGRESS_KEY, version: PROGRESS_VERSION, empty, read })),
);

/** Saves the player's position for a movie or an episode; callable outside React. */
export function recordProgress(input: ProgressInput): void {
  useProgressStore.setState((state) => ({ items: applyProgress(state.items, input, Date.now()) }));
}

export function removeProgress(tmdbId: string): void {
  useProgressStore.setState((state) => ({ items: withoutProgress(state.items, tmdbId) }));
}

/** The saved position to resume a movie (or one episode) at; read once, not subscribed. */
export function getSavedProgress(
  tmdbId: string,
  episodeId?: string,
): { watched: number; duration: number } | undefined {
  return savedProgress(useProgressStore.getState().items, tmdbId, episodeId);
}

export function useProgressItem(tmdbId: string): ProgressItem | undefined {
  return useProgressStore((state) => state.items[tmdbId]);
}

export function useProgressItems(): ProgressItems {
  return useProgressStore((state) => state.items);
}
