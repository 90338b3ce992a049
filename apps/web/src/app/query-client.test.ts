import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sweepExpiredQueries } from "./query-client";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const HOUR = 60 * 60 * 1000;

describe("the cache sweep", () => {
  it("removes unwatched entries older than their staleTime, even before their gcTime", async () => {
    const client = new QueryClient();
    const cache = client.getQueryCache();
    // gcTime is long here: only the sweep can remove the entry on time.
    const options = { staleTime: HOUR, gcTime: 3 * HOUR };
    await client.fetchQuery({ queryKey: ["search", "old"], queryFn: () => ["a"], ...options });
    vi.advanceTimersByTime(HOUR - 60_000);
    await client.fetchQuery({ queryKey: ["search", "new"], queryFn: () => ["b"], ...options });
    expect(sweepExpiredQueries(cache)).toBe(0);

    vi.advanceTimersByTime(2 * 60_000);
    expect(sweepExpiredQueries(cache)).toBe(1);
    expect(client.getQueryData(["search", "old"])).toBeUndefined();
    expect(client.getQueryData(["search", "new"])).toEqual(["b"]);
  });

  it("leaves entries without a finite staleTime alone", async () => {
    const client = new QueryClient();
    const gcTime = Infinity;
    await client.fetchQuery({
      queryKey: ["forever"],
      queryFn: () => 1,
      staleTime: Infinity,
      gcTime,
    });
    await client.fetchQuery({ queryKey: ["default"], queryFn: () => 2, gcTime });
    vi.advanceTimersByTime(HOUR);
    expect(sweepExpiredQueries(client.getQueryCache())).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
