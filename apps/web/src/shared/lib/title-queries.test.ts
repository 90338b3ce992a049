import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestServices, fakeMetadataClient } from "../testing/test-providers";
import { movieDetailsQuery, seasonQuery, TITLE_CACHE_MS } from "./title-queries";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const movie = { id: 653, title: "Nosferatu", poster_path: null };
const season = { id: 1, season_number: 1, name: "Season 1", episodes: [] };

describe("cached title queries", () => {
  it("serve details from the cache within the hour and ask again after it", async () => {
    const getMovie = vi.fn(() => Promise.resolve(movie));
    const services = createTestServices({ metadata: fakeMetadataClient({ getMovie }) });
    const client = new QueryClient();
    await client.fetchQuery(movieDetailsQuery(services, "653"));
    vi.advanceTimersByTime(TITLE_CACHE_MS - 1000);
    await client.fetchQuery(movieDetailsQuery(services, "653"));
    expect(getMovie).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await client.fetchQuery(movieDetailsQuery(services, "653"));
    expect(getMovie).toHaveBeenCalledTimes(2);
  });

  it("drop an unused season from memory once its hour is over", async () => {
    const getSeason = vi.fn(() => Promise.resolve(season));
    const services = createTestServices({ metadata: fakeMetadataClient({ getSeason }) });
    const client = new QueryClient();
    const options = seasonQuery(services, "900000001", 1);
    await client.fetchQuery(options);
    expect(client.getQueryData(options.queryKey)).toEqual(season);
    vi.advanceTimersByTime(TITLE_CACHE_MS + 1);
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });
});
