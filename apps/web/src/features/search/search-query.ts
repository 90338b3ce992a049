import { toSearchResults, type SearchResult } from "@matinee/catalogue";
import { queryOptions } from "@tanstack/react-query";
import { requireMetadata, type AppServices } from "../../shared/lib/services";

/** Search results stay fresh and cached for an hour (SPEC §9). */
const SEARCH_CACHE_MS = 60 * 60 * 1000;

/** Time the viewer's typing must pause before a search is sent (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The query for one (trimmed) search text; shared by the home page and /s/{query}. */
export function searchQueryOptions(services: AppServices, query: string) {
  return queryOptions<SearchResult[]>({
    queryKey: ["search", query],
    queryFn: async ({ signal }) => {
      const page = await requireMetadata(services).searchMulti(query, signal);
      return toSearchResults(page.results);
    },
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    enabled: query !== "",
  });
}

/** The address of a search: `/browse/{text}`, or home when there is no text. */
export function searchPath(text: string): string {
  return text.trim() ? `/browse/${encodeURIComponent(text)}` : "/";
}
