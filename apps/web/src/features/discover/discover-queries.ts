import {
  movieToResult,
  showToResult,
  type MovieListName,
  type SearchResult,
  type ShowListName,
} from "@matinee/catalogue";
import type { TmdbGenre } from "@matinee/contracts";
import type { MediaKind } from "@matinee/domain";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { requireMetadata, type AppServices } from "../../shared/lib/services";
import { carouselItems, randomPage, type Random } from "./discover-rules";

/** Lists change during the day at most: an hour in the cache spares repeat visits ~15 requests. */
const DISCOVER_CACHE_MS = 60 * 60 * 1000;
const cacheTimes = { staleTime: DISCOVER_CACHE_MS, gcTime: DISCOVER_CACHE_MS };

export function movieListQuery(services: AppServices, name: MovieListName) {
  return queryOptions<SearchResult[]>({
    queryKey: ["discover", "movie", name],
    queryFn: async ({ signal }) => {
      const page = await requireMetadata(services).movieList(name, 1, signal);
      return carouselItems(page.results.map(movieToResult));
    },
    ...cacheTimes,
  });
}

export function showListQuery(services: AppServices, name: ShowListName) {
  return queryOptions<SearchResult[]>({
    queryKey: ["discover", "tv", name],
    queryFn: async ({ signal }) => {
      const page = await requireMetadata(services).showList(name, 1, signal);
      return carouselItems(page.results.map(showToResult));
    },
    ...cacheTimes,
  });
}

export function genreListQuery(services: AppServices, kind: MediaKind) {
  return queryOptions<TmdbGenre[]>({
    queryKey: ["metadata", "genres", kind],
    queryFn: async ({ signal }) => (await requireMetadata(services).genres(kind, signal)).genres,
    ...cacheTimes,
  });
}

/**
 * One page of a movie genre. A small catalogue may have fewer pages than the one drawn: the
 * answer still tells how many there are, so a second draw among those gets real titles.
 */
export function movieGenreQuery(
  services: AppServices,
  genreId: number,
  page: number,
  random: Random,
) {
  return queryOptions<SearchResult[]>({
    queryKey: ["discover", "movie-genre", genreId, page],
    queryFn: async ({ signal }) => {
      const client = requireMetadata(services);
      let answer = await client.discoverMovies(genreId, page, signal);
      if (answer.results.length === 0 && page > answer.total_pages && answer.total_pages > 0) {
        answer = await client.discoverMovies(
          genreId,
          randomPage(random, answer.total_pages),
          signal,
        );
      }
      return carouselItems(answer.results.map(movieToResult));
    },
    ...cacheTimes,
  });
}

export function showGenreQuery(services: AppServices, genreId: number) {
  return queryOptions<SearchResult[]>({
    queryKey: ["discover", "tv-genre", genreId],
    queryFn: async ({ signal }) => {
      const page = await requireMetadata(services).discoverShows(genreId, 1, signal);
      return carouselItems(page.results.map(showToResult));
    },
    ...cacheTimes,
  });
}

/**
 * The requests the top of the page needs: the fixed lists and the two genre lists (the random
 * genre rows follow from those). The page asks for the same queries, so what this starts the
 * page finds in flight or in the cache.
 */
export function prefetchDiscover(client: QueryClient, services: AppServices): void {
  if (!services.metadata) return;
  const queries = [
    movieListQuery(services, "now_playing"),
    movieListQuery(services, "top_rated"),
    movieListQuery(services, "popular"),
    showListQuery(services, "top_rated"),
    showListQuery(services, "popular"),
  ];
  for (const query of queries) void client.prefetchQuery(query);
  void client.prefetchQuery(genreListQuery(services, "movie"));
  void client.prefetchQuery(genreListQuery(services, "tv"));
}
