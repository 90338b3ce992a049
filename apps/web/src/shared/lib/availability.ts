import type { LibraryAvailability } from "@matinee/contracts";
import type { MediaKind } from "@matinee/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useWhenIdle } from "../hooks/use-when-idle";
import { fetchAvailability } from "./fetch-availability";
import { useServices, type AppServices } from "./services";

/** What the server plays, as sets for lookups, with the server's lists for order. */
export interface PlayableTitles {
  list: LibraryAvailability;
  movies: ReadonlySet<string>;
  shows: ReadonlySet<string>;
}

/**
 * The list changes only when an operator adds or removes media: it stays fresh for the visit's
 * pages (the browser's HTTP cache adds its minute on reloads).
 */
export const AVAILABILITY_STALE_MS = 30 * 60 * 1000;

export function availabilityQuery(services: AppServices) {
  return queryOptions({
    queryKey: ["availability", services.libraryUrl],
    queryFn: async ({ signal }): Promise<PlayableTitles> => {
      const list = await (services.fetchAvailability ?? fetchAvailability)(
        services.libraryUrl,
        signal,
      );
      return { list, movies: new Set(list.movies), shows: new Set(list.shows) };
    },
    staleTime: AVAILABILITY_STALE_MS,
    gcTime: AVAILABILITY_STALE_MS,
    // Sets are not plain data: hand the new answer on as it is.
    structuralSharing: false,
  });
}

/**
 * The server's playable titles, asked for once the page has had an idle moment (so never in the
 * way of a first paint). Pending until then; an error (an older server without the list, no
 * network) means "not known", and screens then claim nothing.
 */
export function useAvailability() {
  const services = useServices();
  const isIdle = useWhenIdle();
  return useQuery({ ...availabilityQuery(services), enabled: isIdle });
}

/** Whether `kind`/`tmdbId` is known to play on this server. */
export function isPlayable(titles: PlayableTitles, kind: MediaKind, tmdbId: string): boolean {
  return (kind === "movie" ? titles.movies : titles.shows).has(tmdbId);
}

/**
 * Whether a title is known to play here, for its card. It only reads the list (a page's
 * {@link useAvailability} asks for it), so hundreds of cards add no request and no idle wait.
 */
export function usePlaysHere(kind: MediaKind, tmdbId: string): boolean {
  const services = useServices();
  const select = useCallback(
    (titles: PlayableTitles) => isPlayable(titles, kind, tmdbId),
    [kind, tmdbId],
  );
  const query = useQuery({ ...availabilityQuery(services), enabled: false, select });
  return query.data ?? false;
}
