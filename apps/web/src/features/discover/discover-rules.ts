import type { SearchResult } from "@matinee/catalogue";

/** The Discover limits of SPEC §9. */
export const CAROUSEL_LIMIT = 20;
export const CARD_TITLE_LIMIT = 32;
export const MOVIE_GENRE_COUNT = 4;
export const TV_GENRE_COUNT = 6;
/** A random movie-genre carousel shows one of the genre's first 6 pages. */
export const GENRE_PAGES = 6;
export const COUNTDOWN_SECONDS = 5;

/** A number in [0, 1), like Math.random; injected so tests can choose. */
export type Random = () => number;

/** A shuffled copy (Fisher-Yates), leaving the input alone. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Up to `count` different items, picked at random. */
export function pickRandom<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffle(items, random).slice(0, count);
}

/** A page from 1 to `GENRE_PAGES`, or to `totalPages` when the genre has fewer. */
export function randomPage(random: Random, totalPages = GENRE_PAGES): number {
  const last = Math.max(1, Math.min(GENRE_PAGES, totalPages));
  return 1 + Math.floor(random() * last);
}

/** A carousel's items: each title once (by kind and id), at most {@link CAROUSEL_LIMIT}. */
export function carouselItems(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  const unique: SearchResult[] = [];
  for (const result of results) {
    const key = `${result.kind}-${result.tmdbId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(result);
    if (unique.length === CAROUSEL_LIMIT) break;
  }
  return unique;
}

/** A card title cut to {@link CARD_TITLE_LIMIT} characters, with an ellipsis when cut. */
export function truncateTitle(title: string, limit = CARD_TITLE_LIMIT): string {
  const characters = Array.from(title);
  return characters.length <= limit ? title : `${characters.slice(0, limit).join("").trimEnd()}…`;
}
