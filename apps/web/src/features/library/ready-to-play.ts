import type { SearchResult } from "@matinee/catalogue";
import type { MediaKind } from "@matinee/domain";
import { queryOptions } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAvailability, type PlayableTitles } from "../../shared/lib/availability";
import { useServices, type AppServices } from "../../shared/lib/services";
import { TITLE_CACHE_MS } from "../../shared/lib/title-queries";

/** Most titles the Ready to play row shows: one details request each. */
export const READY_ROW_LIMIT = 12;

/** The titles the row shows: the server's movies, then its shows, up to the limit. */
export function readyRefs(titles: PlayableTitles): Array<{ kind: MediaKind; tmdbId: string }> {
  return [
    ...titles.list.movies.map((tmdbId) => ({ kind: "movie" as const, tmdbId })),
    ...titles.list.shows.map((tmdbId) => ({ kind: "tv" as const, tmdbId })),
  ].slice(0, READY_ROW_LIMIT);
}

/**
 * The cards of the titles this server plays. Each is read from the title's details by hand
 * (`getTitleCard`): home shows these cards on a first visit, and the full details' validation
 * library is not worth its bytes there. A title the database does not know (a stale library
 * id) is left out.
 */
export function readyToPlayQuery(services: AppServices, titles: PlayableTitles) {
  const refs = readyRefs(titles);
  return queryOptions<SearchResult[]>({
    queryKey: ["ready-to-play", refs.map(({ kind, tmdbId }) => `${kind}-${tmdbId}`)],
    queryFn: async ({ signal }) => {
      const metadata = services.metadata;
      if (!metadata) return [];
      const cards = await Promise.all(
        refs.map(({ kind, tmdbId }) =>
          metadata.getTitleCard(kind, tmdbId, signal).catch(() => null),
        ),
      );
      return cards.filter((card): card is SearchResult => card !== null);
    },
    staleTime: TITLE_CACHE_MS,
    gcTime: TITLE_CACHE_MS,
  });
}

/**
 * The query of the Ready to play row, once the server's list is in (after the page's idle
 * moment) and names at least one title; null until then, and when it names none.
 */
export function useReadyToPlayQuery() {
  const availability = useAvailability();
  const services = useServices();
  const titles = availability.data;
  return useMemo(
    () => (titles && readyRefs(titles).length > 0 ? readyToPlayQuery(services, titles) : null),
    [titles, services],
  );
}
