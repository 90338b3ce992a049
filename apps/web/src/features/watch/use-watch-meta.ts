import type { EpisodeIds, MediaRef } from "@matinee/domain";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { requireMetadata, useServices, type AppServices } from "../../shared/lib/services";
import { loadWatchMeta, type MetaSource } from "./watch-meta";

/** Title details change rarely; keep them for an hour. */
const META_CACHE_MS = 60 * 60 * 1000;

/**
 * Metadata calls through the query cache, so moving between episodes of a show (or the
 * redirect to its first episode) does not fetch the show and season again.
 */
export function cachedSource(queryClient: QueryClient, services: AppServices): MetaSource {
  const client = requireMetadata(services);
  const options = { staleTime: META_CACHE_MS, gcTime: META_CACHE_MS };
  return {
    movie: (id) =>
      queryClient.fetchQuery({
        queryKey: ["metadata", "movie", id],
        queryFn: ({ signal }) => client.getMovie(id, signal),
        ...options,
      }),
    show: (id) =>
      queryClient.fetchQuery({
        queryKey: ["metadata", "tv", id],
        queryFn: ({ signal }) => client.getShow(id, signal),
        ...options,
      }),
    season: (showId, seasonNumber) =>
      queryClient.fetchQuery({
        queryKey: ["metadata", "tv", showId, "season", seasonNumber],
        queryFn: ({ signal }) => client.getSeason(showId, seasonNumber, signal),
        ...options,
      }),
  };
}

/** The query of the title (and for a show, the episode) the media page plays. */
export function watchMetaQuery(
  queryClient: QueryClient,
  services: AppServices,
  ref: MediaRef,
  episodeIds: EpisodeIds | null,
) {
  return queryOptions({
    queryKey: ["watch-meta", ref.kind, ref.tmdbId, episodeIds?.seasonId, episodeIds?.episodeId],
    queryFn: () => loadWatchMeta(cachedSource(queryClient, services), ref, episodeIds),
    staleTime: META_CACHE_MS,
    gcTime: META_CACHE_MS,
  });
}

/** The title (and for a show, the episode) the media page plays. */
export function useWatchMeta(ref: MediaRef, episodeIds: EpisodeIds | null) {
  const services = useServices();
  const queryClient = useQueryClient();
  const options = watchMetaQuery(queryClient, services, ref, episodeIds);
  // Start at render, not after the first commit: React may hold back the commit of a page that
  // just finished lazy loading, and the player waits on this answer.
  if (!queryClient.getQueryState(options.queryKey)) void queryClient.prefetchQuery(options);
  return useQuery({
    ...options,
    // Moving to another episode keeps the player (and its fullscreen) on screen meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === ref.tmdbId ? previous : undefined,
  });
}
