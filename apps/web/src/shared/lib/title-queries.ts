import { queryOptions } from "@tanstack/react-query";
import { requireMetadata, type AppServices } from "./services";

/** Title details and seasons change rarely: they stay fresh, and cached, for an hour. */
export const TITLE_CACHE_MS = 60 * 60 * 1000;

const cacheTimes = { staleTime: TITLE_CACHE_MS, gcTime: TITLE_CACHE_MS };

// The keys are the ones the media page uses, so opening a title after its details (or the other
// way round) is served from the cache.

export function movieDetailsQuery(services: AppServices, id: string) {
  return queryOptions({
    queryKey: ["metadata", "movie", id],
    queryFn: ({ signal }) => requireMetadata(services).getMovie(id, signal),
    ...cacheTimes,
  });
}

export function showDetailsQuery(services: AppServices, id: string) {
  return queryOptions({
    queryKey: ["metadata", "tv", id],
    queryFn: ({ signal }) => requireMetadata(services).getShow(id, signal),
    ...cacheTimes,
  });
}

export function seasonQuery(services: AppServices, showId: string, seasonNumber: number) {
  return queryOptions({
    queryKey: ["metadata", "tv", showId, "season", seasonNumber],
    queryFn: ({ signal }) => requireMetadata(services).getSeason(showId, seasonNumber, signal),
    ...cacheTimes,
  });
}
