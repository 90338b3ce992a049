import { QueryClient } from "@tanstack/react-query";

/**
 * One cache for remote data. Queries do not retry by themselves: the metadata client already
 * falls back to a second host, and a failure should reach the viewer quickly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}
