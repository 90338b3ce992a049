import type { Fetcher } from "@matinee/providers";
import type { RunnerEvent } from "@matinee/providers";
import { describe, expect, it, vi } from "vitest";
import { createLocalScrapeClient } from "./local-scrape-client";

const movie = { type: "movie", title: "Sintel", releaseYear: 2010, tmdbId: "45745" } as const;
const stream = {
  id: "library-movie-45745",
  type: "file",
  flags: ["cors-allowed"],
  captions: [],
  qualities: { "720": { type: "mp4", url: "/library/files/sintel/720.mp4" } },
};

/** A library at library.test that knows only `known`; anything else is a 404. */
function fakeLibrary(known: string | null): Fetcher {
  return vi.fn((url: string) =>
    Promise.resolve(
      url === known
        ? { statusCode: 200, headers: {}, finalUrl: url, body: { sourceId: "library", stream } }
        : { statusCode: 404, headers: {}, finalUrl: url, body: { message: "not found" } },
    ),
  );
}

describe("the local scrape client", () => {
  it("asks the configured library and returns its stream with absolute URLs", async () => {
    const fetcher = fakeLibrary("http://library.test/library/streams/movie/45745");
    const client = createLocalScrapeClient({
      libraryUrl: "http://library.test/",
      proxyUrls: [],
      archive: false,
      fetcher,
    });
    const events: RunnerEvent[] = [];
    const output = await client.runAll(movie, { onEvent: (event) => events.push(event) });
    expect(client.mode).toBe("local");
    expect(events[0]).toEqual({ type: "init", data: { sourceIds: ["library"] } });
    expect(output?.stream).toMatchObject({
      type: "file",
      qualities: { "720": { url: "http://library.test/library/files/sintel/720.mp4" } },
    });
  });

  it("resolves null when no source has the title, reporting each as notfound", async () => {
    const client = createLocalScrapeClient({
      libraryUrl: "http://library.test",
      proxyUrls: [],
      archive: false,
      fetcher: fakeLibrary(null),
    });
    const events: RunnerEvent[] = [];
    expect(await client.runAll(movie, { onEvent: (event) => events.push(event) })).toBeNull();
    expect(events.at(-1)).toMatchObject({ type: "update", data: { status: "notfound" } });
  });

  it("fails a single source that finds nothing with a not-found failure", async () => {
    const client = createLocalScrapeClient({
      libraryUrl: "http://library.test",
      proxyUrls: [],
      archive: false,
      fetcher: fakeLibrary(null),
    });
    await expect(client.runSource("library", movie)).rejects.toMatchObject({ type: "notFound" });
    await expect(client.runSource("nowhere", movie)).rejects.toMatchObject({
      type: "scrapeError",
    });
  });

  it("offers the bundled sources it was built with, by name", async () => {
    const client = createLocalScrapeClient({ libraryUrl: "http://library.test", proxyUrls: [] });
    const ids = (await client.providers()).map((provider) => provider.id);
    expect(ids).toEqual(["library", "archive"]);
  });
});
