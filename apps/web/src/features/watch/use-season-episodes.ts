import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useServices } from "../../shared/lib/services";
import { cachedSource } from "./use-watch-meta";
import { toSeasonEpisodes } from "./watch-meta";

/**
 * The episodes of one season of a show (through the same metadata cache as the page), for the
 * episodes menu and the next-season step of autoplay. Idle while `seasonNumber` is null.
 */
export function useSeasonEpisodes(tmdbId: string, seasonNumber: number | null) {
  const services = useServices();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["season-episodes", tmdbId, seasonNumber],
    queryFn: async () =>
      toSeasonEpisodes(await cachedSource(queryClient, services).season(tmdbId, seasonNumber ?? 0)),
    enabled: seasonNumber !== null,
    staleTime: 60 * 60 * 1000,
  });
}
