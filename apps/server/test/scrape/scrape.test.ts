import path from "node:path";
import { runOutputSchema, sourcererOutputSchema } from "@matinee/contracts";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";
import { readEventStream } from "./sse-client";

const fixtureLibrary = path.resolve(import.meta.dirname, "../fixtures/library");
/** The library alone: no third-party host is reached. */
const offline = { MEDIA_DIR: fixtureLibrary, SCRAPE_ARCHIVE: "false" };

const movieQuery = "type=movie&title=Big%20Buck%20Bunny&releaseYear=2008&tmdbId=10378";

// One app for most tests: building one is the slow part.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(offline);
}, 120_000);

describe("GET /scrape", () => {
  it("streams a library hit as init, start, completed, byte for byte", async () => {
    const response = await app.inject({
      url: `/scrape?${movieQuery}`,
      headers: { host: "tv.local" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream");
    const stream = {
      id: "library-movie-10378",
      flags: ["cors-allowed"],
      captions: [
        {
          type: "vtt",
          id: "library-movie-10378-en",
          url: "http://tv.local/library/files/movie/subtitles%20en.vtt",
          hasCorsRestrictions: false,
          language: "en",
        },
      ],
      type: "hls",
      playlist: "http://tv.local/library/files/movie/master.m3u8",
    };
    expect(response.body).toBe(
      'event: init\ndata: {"sourceIds":["library"]}\nid: 1\n\n' +
        'event: start\ndata: "library"\nid: 2\n\n' +
        `event: completed\ndata: ${JSON.stringify({ sourceId: "library", stream })}\nid: 3\n\n`,
    );
    const events = readEventStream(response.body);
    expect(runOutputSchema.parse(events.at(-1)?.data).stream).toEqual(stream);
  });

  it("finds an episode of a show", async () => {
    const response = await app.inject({
      url: "/scrape?type=show&title=Test%20Show&releaseYear=2020&tmdbId=900000001&seasonNumber=1&episodeNumber=2&seasonTmdbId=1&episodeTmdbId=2",
    });
    const events = readEventStream(response.body);
    expect(events.at(-1)).toMatchObject({ event: "completed", data: { sourceId: "library" } });
  });

  it("ends a miss with notfound updates and an empty noOutput", async () => {
    const response = await app.inject({
      url: "/scrape?type=movie&title=Nothing&releaseYear=1999&tmdbId=1",
    });
    expect(response.body).toBe(
      'event: init\ndata: {"sourceIds":["library"]}\nid: 1\n\n' +
        'event: start\ndata: "library"\nid: 2\n\n' +
        'event: update\ndata: {"id":"library","percentage":100,"status":"notfound","reason":"The media library: not found"}\nid: 3\n\n' +
        "event: noOutput\ndata: \nid: 4\n\n",
    );
    readEventStream(response.body);
  });

  it.each([
    ["title=X&releaseYear=2000&tmdbId=1", "type"],
    ["type=film&title=X&releaseYear=2000&tmdbId=1", "type"],
    ["type=movie&title=&releaseYear=2000&tmdbId=1", "title"],
    ["type=movie&title=X&releaseYear=abc&tmdbId=1", "releaseYear"],
    ["type=movie&title=X&releaseYear=0&tmdbId=1", "releaseYear"],
    ["type=movie&title=X&releaseYear=2000&tmdbId=tt123", "tmdbId"],
    ["type=show&title=X&releaseYear=2000&tmdbId=1&episodeNumber=1", "seasonNumber"],
  ])("answers %s with a 400 JSON naming %s, before any stream", async (query, field) => {
    const response = await app.inject({ url: `/scrape?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ error: "validation", field });
  });

  it("lets a listed web origin call it and no other", async () => {
    const app = await buildTestApp({ ...offline, SCRAPE_CORS_ALLOWED: "watch.example.org" });
    const allowed = await app.inject({
      url: `/scrape?${movieQuery}`,
      headers: { origin: "https://watch.example.org" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://watch.example.org");
    const other = await app.inject({
      url: `/scrape?${movieQuery}`,
      headers: { origin: "https://evil.test" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("GET /scrape/source and /scrape/embed", () => {
  it("runs one source and completes with its SourcererOutput", async () => {
    const response = await app.inject({ url: `/scrape/source?${movieQuery}&id=library` });
    const events = readEventStream(response.body);
    expect(events.map((event) => event.event)).toEqual(["completed"]);
    const output = sourcererOutputSchema.parse(events[0]?.data);
    expect(output.embeds).toEqual([]);
    expect(output.stream?.[0]?.type).toBe("hls");
  });

  it("ends with a NotFoundError event when the source has nothing", async () => {
    const response = await app.inject({
      url: "/scrape/source?type=movie&title=Nothing&releaseYear=1999&tmdbId=1&id=library",
    });
    expect(response.body).toBe(
      'event: error\ndata: {"name":"NotFoundError","message":"The media library: not found"}\nid: 1\n\n',
    );
  });

  it("ends with an error event for an unknown source, and never sends a stack trace", async () => {
    const response = await app.inject({ url: `/scrape/source?${movieQuery}&id=archive` });
    const [event] = readEventStream(response.body);
    expect(event).toMatchObject({ event: "error", data: { name: "UnknownProviderError" } });
    expect(event?.raw).not.toContain("stack");
  });

  it("requires the source id", async () => {
    const response = await app.inject({ url: `/scrape/source?${movieQuery}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "id" });
  });

  it("answers an embed request with an error event: no embed scraper is bundled", async () => {
    const response = await app.inject({
      url: "/scrape/embed?id=any&url=https%3A%2F%2Fembed.test%2F1",
    });
    expect(readEventStream(response.body)[0]).toMatchObject({
      event: "error",
      data: { name: "UnknownProviderError" },
    });
    const missing = await app.inject({ url: "/scrape/embed?id=any" });
    expect(missing.json()).toMatchObject({ error: "validation", field: "url" });
  });
});

describe("GET /metadata", () => {
  it("lists embeds and sources, each by rank", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({ url: "/metadata" });
    expect(response.json()).toEqual([
      [],
      [
        {
          type: "source",
          id: "library",
          rank: 400,
          name: "Matinee library",
          mediaTypes: ["movie", "show"],
        },
        {
          type: "source",
          id: "archive",
          rank: 100,
          name: "Internet Archive",
          mediaTypes: ["movie", "show"],
        },
      ],
    ]);
  });

  it("is absent when the scraper API is switched off", async () => {
    const app = await buildTestApp({ ...offline, SCRAPE_API: "false" });
    expect((await app.inject({ url: "/metadata" })).statusCode).toBe(404);
    expect((await app.inject({ url: `/scrape?${movieQuery}` })).statusCode).toBe(404);
  });
});
