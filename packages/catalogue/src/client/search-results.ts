import type { TmdbMultiItem } from "@matinee/contracts";
import { releaseYear, type MediaKind } from "@matinee/domain";

/** A title as search lists it (SPEC §3, search result). */
export interface SearchResult {
  kind: MediaKind;
  tmdbId: string;
  title: string;
  /** Release year, or null when the database has no date. */
  year: number | null;
  /** "YYYY-MM-DD", or null. */
  releaseDate: string | null;
  posterPath: string | null;
}

/**
 * Applies the search rules of SPEC §5 to a `search/multi` page: only movies and shows, results
 * with a poster first (otherwise in the database's order).
 */
export function toSearchResults(items: readonly TmdbMultiItem[]): SearchResult[] {
  const results = items.flatMap((item): SearchResult[] => {
    if (item.media_type === "movie") {
      const date = item.release_date || null;
      return [
        {
          kind: "movie",
          tmdbId: String(item.id),
          title: item.title,
          year: releaseYear(date),
          releaseDate: date,
          posterPath: item.poster_path,
        },
      ];
    }
    if (item.media_type === "tv") {
      const date = item.first_air_date || null;
      return [
        {
          kind: "tv",
          tmdbId: String(item.id),
          title: item.name,
          year: releaseYear(date),
          releaseDate: date,
          posterPath: item.poster_path,
        },
      ];
    }
    return [];
  });
  const withPoster = results.filter((result) => result.posterPath !== null);
  const withoutPoster = results.filter((result) => result.posterPath === null);
  return [...withPoster, ...withoutPoster];
}
