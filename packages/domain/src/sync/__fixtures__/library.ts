import type { BookmarkItem, ProgressEpisode, ProgressItem } from "../../library/types";

// Small local-library builders for the sync tests.

export function bookmark(updatedAt = 1_000, overrides: Partial<BookmarkItem> = {}): BookmarkItem {
  return { type: "movie", title: "Nosferatu", year: 1922, updatedAt, ...overrides };
}

export function movie(watched: number, updatedAt = 1_000, overrides: Partial<ProgressItem> = {}) {
  const item: ProgressItem = {
    type: "movie",
    title: "Nosferatu",
    year: 1922,
    updatedAt,
    progress: { watched, duration: 5000 },
    seasons: {},
    episodes: {},
  };
  return { ...item, ...overrides };
}

export function episode(id: string, watched: number, updatedAt = 1_000): ProgressEpisode {
  return {
    id,
    number: Number(id.replace(/\D/g, "")) || 1,
    title: `Episode ${id}`,
    seasonId: "s1",
    updatedAt,
    progress: { watched, duration: 600 },
  };
}

export function show(episodes: ProgressEpisode[], overrides: Partial<ProgressItem> = {}) {
  const item: ProgressItem = {
    type: "show",
    title: "Caminandes",
    year: 2013,
    updatedAt: Math.max(0, ...episodes.map((entry) => entry.updatedAt)),
    seasons: { s1: { id: "s1", number: 1, title: "Season 1" } },
    episodes: Object.fromEntries(episodes.map((entry) => [entry.id, entry])),
  };
  return { ...item, ...overrides };
}
