import { QueryClient, type QueryCache } from "@tanstack/react-query";

/** How often the cache is checked for expired entries (SPEC §9: every 2 minutes). */
export const CACHE_SWEEP_INTERVAL_MS = 2 * 60 * 1000;

/**
 * Drops every entry nobody is showing whose data has outlived its own `staleTime`. TanStack's
 * `gcTime` clock only starts when the last viewer leaves, so without this sweep an entry could
 * stay up to twice its lifetime; with it, an hour-long search entry is gone within 2 minutes of
 * its hour. Returns how many entries went.
 */
export function sweepExpiredQueries(cache: QueryCache): number {
  let removed = 0;
  for (const query of cache.getAll()) {
    const { staleTime } = query.options as { staleTime?: unknown };
    if (typeof staleTime !== "number" || !Number.isFinite(staleTime)) continue;
    if (query.getObserversCount() > 0 || query.state.dataUpdatedAt === 0) continue;
    if (query.isStaleByTime(staleTime)) {
      cache.remove(query);
      removed += 1;
    }
  }
  return removed;
}

/**
 * One cache for remote data. Queries do not retry by themselves: the metadata client already
 * falls back to a second host, and a failure should reach the viewer quickly. Expired entries are
 * swept every {@link CACHE_SWEEP_INTERVAL_MS} (the app makes one client for its whole life).
 */
export function createQueryClient(sweepIntervalMs = CACHE_SWEEP_INTERVAL_MS): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  setInterval(() => sweepExpiredQueries(client.getQueryCache()), sweepIntervalMs);
  return client;
}
