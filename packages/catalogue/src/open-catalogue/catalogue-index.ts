import { releaseYear } from "@matinee/domain";
import { firstAirDateOf } from "./show-calendar";
import { createSearchEntry, searchEntries, type SearchEntry } from "./search";
import type { CatalogueMovie, CatalogueShow } from "./types";

/**
 * Lookups and list orders, built once from the data.
 *
 * We hold no audience data and invent none: vote_average and vote_count are 0, TMDB's values for
 * an unrated title. The editorial `rank` orders everything instead:
 * - popular and discover: by rank;
 * - top rated: by rank too, films limited to features (over 40 minutes, the Academy's line for a
 *   short) so that the row differs from popular and reads like a canon;
 * - now playing: the most recent releases first (then by rank);
 * - popularity in responses: a stand-in derived from rank (the count of titles ranked at or below
 *   it), so sorting by it reproduces the editorial order. It is not a measurement.
 */
export interface CatalogueIndex {
  readonly movieById: ReadonlyMap<number, CatalogueMovie>;
  readonly showById: ReadonlyMap<number, CatalogueShow>;
  readonly movieByImdbId: ReadonlyMap<string, CatalogueMovie>;
  readonly showByImdbId: ReadonlyMap<string, CatalogueShow>;
  /** All films by rank. */
  readonly popularMovies: readonly CatalogueMovie[];
  readonly topRatedMovies: readonly CatalogueMovie[];
  readonly nowPlayingMovies: readonly CatalogueMovie[];
  /** All series by rank. */
  readonly popularShows: readonly CatalogueShow[];
  readonly topRatedShows: readonly CatalogueShow[];
  readonly popularityOf: (kind: "movie" | "tv", id: number) => number;
  readonly search: (query: string) => SearchHit[];
}

export type SearchHit =
  | { readonly kind: "movie"; readonly movie: CatalogueMovie }
  | { readonly kind: "tv"; readonly show: CatalogueShow };

/** A film is a feature above this length (minutes); shorts stay out of top rated. */
export const FEATURE_MINUTES = 40;

function byRank<T extends { rank: number; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.rank - b.rank || a.id - b.id);
}

function popularityMap(ranked: ReadonlyArray<{ id: number }>): Map<number, number> {
  return new Map(ranked.map((item, position) => [item.id, ranked.length - position]));
}

export function buildCatalogueIndex(
  movies: readonly CatalogueMovie[],
  shows: readonly CatalogueShow[],
): CatalogueIndex {
  const popularMovies = byRank(movies);
  const popularShows = byRank(shows);
  const moviePopularity = popularityMap(popularMovies);
  const showPopularity = popularityMap(popularShows);
  const entries: SearchEntry<SearchHit>[] = [
    ...movies.map((movie) =>
      createSearchEntry<SearchHit>(
        { kind: "movie", movie },
        {
          kind: "movie",
          id: movie.id,
          rank: movie.rank,
          year: releaseYear(movie.releaseDate),
          titles: [movie.title, movie.originalTitle],
        },
      ),
    ),
    ...shows.map((show) =>
      createSearchEntry<SearchHit>(
        { kind: "tv", show },
        {
          kind: "tv",
          id: show.id,
          rank: show.rank,
          year: releaseYear(firstAirDateOf(show)),
          titles: [show.name, show.originalName],
        },
      ),
    ),
  ];
  return {
    movieById: new Map(movies.map((movie) => [movie.id, movie])),
    showById: new Map(shows.map((show) => [show.id, show])),
    movieByImdbId: new Map(
      movies.flatMap((movie) => (movie.imdbId ? [[movie.imdbId, movie]] : [])),
    ),
    showByImdbId: new Map(shows.flatMap((show) => (show.imdbId ? [[show.imdbId, show]] : []))),
    popularMovies,
    topRatedMovies: popularMovies.filter((movie) => movie.runtime > FEATURE_MINUTES),
    nowPlayingMovies: [...popularMovies].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate)),
    popularShows,
    topRatedShows: popularShows,
    popularityOf: (kind, id) =>
      (kind === "movie" ? moviePopularity.get(id) : showPopularity.get(id)) ?? 0,
    search: (query) => searchEntries(entries, query),
  };
}
