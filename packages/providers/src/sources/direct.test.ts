import type { ScrapeMedia } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { createDirectSource, directTableSchema } from "./direct";
import { contextWith, fakeFetcher } from "./test-fetch";

const table = directTableSchema.parse([
  { type: "movie", tmdbId: "10378", url: "https://cdn.test/bbb/master.m3u8" },
  {
    type: "show",
    tmdbId: "42",
    season: 1,
    episode: 2,
    qualities: { "720": "https://cdn.test/e2-720.mp4", "360": "https://cdn.test/e2-360.mp4" },
    captions: [{ language: "fr", url: "https://cdn.test/e2.fr.srt" }],
    flags: [],
  },
]);

const { context } = contextWith(fakeFetcher([]).fetcher);
const movie = (tmdbId: string): ScrapeMedia => ({
  type: "movie",
  title: "T",
  releaseYear: 2008,
  tmdbId,
});
const show = (season: number, episode: number): ScrapeMedia => ({
  type: "show",
  title: "S",
  releaseYear: 2000,
  tmdbId: "42",
  season: { number: season, tmdbId: "" },
  episode: { number: episode, tmdbId: "" },
});

describe("the direct source", () => {
  const source = createDirectSource({ entries: table });

  it("plays a .m3u8 URL as HLS, allowed from any origin by default", async () => {
    expect(await source.scrape({ ...context, media: movie("10378") })).toEqual({
      embeds: [],
      stream: [
        {
          id: "direct-movie-10378",
          type: "hls",
          playlist: "https://cdn.test/bbb/master.m3u8",
          flags: ["cors-allowed"],
          captions: [],
        },
      ],
    });
  });

  it("plays MP4 files by quality with the entry's own flags and captions", async () => {
    const stream = (await source.scrape({ ...context, media: show(1, 2) })).stream?.[0];
    expect(stream).toMatchObject({
      type: "file",
      flags: [],
      qualities: { "720": { type: "mp4", url: "https://cdn.test/e2-720.mp4" } },
      captions: [{ type: "srt", language: "fr", hasCorsRestrictions: true }],
    });
  });

  it("says not found for a title or episode outside the table", async () => {
    await expect(source.scrape({ ...context, media: movie("1") })).rejects.toMatchObject({
      name: "NotFoundError",
    });
    await expect(source.scrape({ ...context, media: show(1, 3) })).rejects.toMatchObject({
      name: "NotFoundError",
    });
    // The same id as a show is not the movie.
    await expect(source.scrape({ ...context, media: movie("42") })).rejects.toMatchObject({
      name: "NotFoundError",
    });
  });

  it("validates the operator's table, naming what is wrong", () => {
    const bad = directTableSchema.safeParse([{ type: "movie", tmdbId: "x1", url: "ftp://a" }]);
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["0.tmdbId", "0.url"]));
    const both = directTableSchema.safeParse([
      {
        type: "movie",
        tmdbId: "1",
        url: "https://a.test/x.mp4",
        qualities: { "720": "https://a.test/y.mp4" },
      },
    ]);
    expect(both.error?.issues[0]?.message).toMatch(/exactly one of url or qualities/);
  });
});
