import type { ProgressInput as WireProgress } from "@matinee/contracts";
import type { SyncEdit } from "../sync-edit";

// Small edit builders for the sync tests.

const movieMeta = { title: "Nosferatu", year: 1922, type: "movie" as const };
const showMeta = { title: "Caminandes", year: 2013, type: "show" as const };

export function bookmarkPut(tmdbId: string, at = 1): SyncEdit {
  return { kind: "bookmarkPut", tmdbId, meta: { ...movieMeta }, at };
}

export function bookmarkDelete(tmdbId: string, at = 1): SyncEdit {
  return { kind: "bookmarkDelete", tmdbId, at };
}

export function moviePut(tmdbId: string, watched: number, at = 1): SyncEdit {
  return {
    kind: "progressPut",
    progress: { tmdbId, meta: movieMeta, watched, duration: 5000 },
    at,
  };
}

export function episodePut(
  tmdbId: string,
  episodeId: string,
  watched: number,
  at = 1,
  extra: Partial<WireProgress> = {},
): SyncEdit {
  return {
    kind: "progressPut",
    progress: {
      tmdbId,
      meta: showMeta,
      watched,
      duration: 600,
      seasonId: "s1",
      episodeId,
      seasonNumber: 1,
      episodeNumber: 1,
      ...extra,
    },
    at,
  };
}

export function progressDelete(tmdbId: string, episodeId?: string, at = 1): SyncEdit {
  return episodeId === undefined
    ? { kind: "progressDelete", tmdbId, at }
    : { kind: "progressDelete", tmdbId, seasonId: "s1", episodeId, at };
}

export function settingsPut(settings: Record<string, string | null>, at = 1): SyncEdit {
  return { kind: "settingsPut", settings, at };
}
