import type { TmdbMovieListItem, TmdbMultiItem, TmdbShowListItem } from "@matinee/contracts";
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

function result(
  kind: MediaKind,
  item: { id: number; poster_path: string | null },
  title: string,
  date: string | undefined,
): SearchResult {
  const releaseDate = date || null;
  return {
    kind,
    tmdbId: String(item.id),
    title,
    year: releaseYear(releaseDate),
    releaseDate,
    posterPath: item.poster_path,
  };
}

/** A movie from any list (now playing, discover, find…) in the form cards show. */
export function movieToResult(item: TmdbMovieListItem): SearchResult {
  return result("movie", item, item.title, item.release_date);
}

/** A show from any list in the form cards show. */
export function showToResult(item: TmdbShowListItem): SearchResult {
  return result("tv", item, item.name, item.first_air_date);
}

/**
 * Applies the search rules of SPEC §5 to a `search/multi` page: only movies and shows, never an
 * adult title (even if the host ignored `include_adult=false`), results with a poster first
 * (otherwise in the database's order).
 */
export function toSearchResults(items: readonly TmdbMultiItem[]): SearchResult[] {
  const results = items.flatMap((item): SearchResult[] => {
    if (item.media_type === "person" || item.adult === true) return [];
    return [item.media_type === "movie" ? movieToResult(item) : showToResult(item)];
  });
  const withPoster = results.filter((entry) => entry.posterPath !== null);
  const withoutPoster = results.filter((entry) => entry.posterPath === null);
  return [...withPoster, ...withoutPoster];
}
