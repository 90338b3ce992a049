import path from "node:path";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";
import { providerFixture, startFakeUpstream } from "./fake-upstream";
import { readEventStream } from "./sse-client";

const fixtureLibrary = path.resolve(import.meta.dirname, "../fixtures/library");
const nosferatu = "type=movie&title=Nosferatu&releaseYear=1922&tmdbId=653";

const archive = await startFakeUpstream((url) => {
  if (url.pathname === "/advancedsearch.php") {
    const hit = url.searchParams.get("q")?.includes("Nosferatu");
    return {
      json: providerFixture(`archive/__fixtures__/search-${hit ? "nosferatu" : "empty"}.json`),
    };
  }
  if (url.pathname === "/metadata/Nosferatu1922") {
    return { json: providerFixture("archive/__fixtures__/metadata-nosferatu.json") };
  }
  return undefined;
});

const jellyfin = await startFakeUpstream((url, request) => {
  if (request.headers["x-emby-token"] !== "secret-key") return { status: 401, json: {} };
  if (url.pathname === "/Items")
    return { json: providerFixture("jellyfin/__fixtures__/items-movie.json") };
  return undefined;
});

// Apps are built before the tests: building one is the slow part.
let everySource: FastifyInstance;
beforeAll(async () => {
  everySource = await buildTestApp({
    MEDIA_DIR: fixtureLibrary,
    SCRAPE_ARCHIVE_URL: archive.url,
    SCRAPE_DIRECT_TABLE: JSON.stringify([
      { type: "movie", tmdbId: "10378", url: "https://cdn.test/bbb.m3u8" },
    ]),
    JELLYFIN_URL: jellyfin.url,
    JELLYFIN_API_KEY: "wrong-key",
  });
}, 120_000);

describe("the scraper API with every bundled source", () => {
  it("falls through library, direct and Jellyfin misses to an Archive hit", async () => {
    const response = await everySource.inject({ url: `/scrape?${nosferatu}` });
    const events = readEventStream(response.body);
    expect(events[0]?.data).toEqual({ sourceIds: ["library", "direct", "jellyfin", "archive"] });
    const ends = events.filter((event) => event.event === "update").map((event) => event.data);
    expect(ends).toEqual([
      expect.objectContaining({ id: "library", status: "notfound" }),
      expect.objectContaining({ id: "direct", status: "notfound" }),
      // A wrong key is the operator's problem to see: a failure, not a silent miss.
      expect.objectContaining({
        id: "jellyfin",
        status: "failure",
        error: expect.objectContaining({ name: "FetchError" }),
      }),
      expect.objectContaining({ id: "archive", status: "pending" }),
    ]);
    expect(events.at(-1)).toMatchObject({
      event: "completed",
      data: {
        sourceId: "archive",
        stream: {
          type: "file",
          qualities: { "480": { url: `${archive.url}/download/Nosferatu1922/Nosferatu1922.mp4` } },
        },
      },
    });
  });

  it("tries the viewer's source order first and skips the sources the viewer turned off", async () => {
    const query = `${nosferatu}&sourceOrder=archive,jellyfin&disabledSources=direct`;
    const events = readEventStream((await everySource.inject({ url: `/scrape?${query}` })).body);
    expect(events[0]?.data).toEqual({ sourceIds: ["archive", "jellyfin", "library"] });
    // Archive, first now, finds Nosferatu: nothing after it runs.
    const started = events.filter((event) => event.event === "start").map((event) => event.data);
    expect(started).toEqual(["archive"]);
    expect(events.at(-1)).toMatchObject({ event: "completed", data: { sourceId: "archive" } });
  });

  it("refuses a source order that is not a list of source ids, naming the field", async () => {
    const response = await everySource.inject({
      url: `/scrape?${nosferatu}&sourceOrder=${encodeURIComponent("archive,<script>")}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("sourceOrder");
  });

  it("finds a movie on the viewer's Jellyfin server by its TMDB id", async () => {
    const app = await buildTestApp({
      MEDIA_DIR: fixtureLibrary,
      SCRAPE_ARCHIVE: "false",
      JELLYFIN_URL: jellyfin.url,
      JELLYFIN_API_KEY: "secret-key",
    });
    const events = readEventStream((await app.inject({ url: `/scrape?${nosferatu}` })).body);
    expect(events.at(-1)).toMatchObject({
      event: "completed",
      data: {
        sourceId: "jellyfin",
        stream: { type: "hls", id: "jellyfin-a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4" },
      },
    });
  });

  it("plays an operator's direct link", async () => {
    const app = await buildTestApp({
      MEDIA_DIR: fixtureLibrary,
      SCRAPE_ARCHIVE: "false",
      SCRAPE_DIRECT_TABLE: JSON.stringify([
        { type: "movie", tmdbId: "653", url: "https://cdn.test/n.m3u8" },
      ]),
    });
    const events = readEventStream((await app.inject({ url: `/scrape?${nosferatu}` })).body);
    expect(events.at(-1)).toMatchObject({
      event: "completed",
      data: { sourceId: "direct", stream: { type: "hls", playlist: "https://cdn.test/n.m3u8" } },
    });
  });

  it("reports an unreachable Archive as a failure and ends with noOutput", async () => {
    const app = await buildTestApp({
      MEDIA_DIR: fixtureLibrary,
      // Nothing listens on port 9 (discard) on loopback: the connection is refused at once.
      SCRAPE_ARCHIVE_URL: "http://127.0.0.1:9",
    });
    const events = readEventStream((await app.inject({ url: `/scrape?${nosferatu}` })).body);
    expect(events.map((event) => event.event)).toEqual([
      "init",
      "start",
      "update",
      "start",
      "update",
      "noOutput",
    ]);
    expect(events[4]?.data).toMatchObject({
      id: "archive",
      status: "failure",
      error: { name: "FetchError" },
    });
  });

  it("does not follow the Archive's redirect to another private address", async () => {
    // A machine of the server's own network (another loopback address) that would answer.
    const internal = await startFakeUpstream((url) => {
      if (url.pathname === "/advancedsearch.php") {
        return { json: providerFixture("archive/__fixtures__/search-nosferatu.json") };
      }
      return { json: providerFixture("archive/__fixtures__/metadata-nosferatu.json") };
    }, "127.0.0.2");
    const bouncing = await startFakeUpstream((url) => ({
      status: 302,
      headers: { location: `${internal.url}${url.pathname}${url.search}` },
      json: {},
    }));
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary, SCRAPE_ARCHIVE_URL: bouncing.url });
    const events = readEventStream((await app.inject({ url: `/scrape?${nosferatu}` })).body);
    expect(bouncing.hits).toHaveLength(1);
    expect(internal.hits).toHaveLength(0);
    expect(events.at(-1)?.event).toBe("noOutput");
    const updates = events.filter((event) => event.event === "update").map((event) => event.data);
    expect(updates).toContainEqual(
      expect.objectContaining({
        id: "archive",
        status: "failure",
        error: expect.objectContaining({ name: "FetchError" }),
      }),
    );
  });
});
