import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { subtitleListSchema, type SubtitleInfo } from "@matinee/contracts";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";
import { startFakeOpenSubtitles, type FakeSubtitle } from "./fake-opensubtitles";

const fixtureLibrary = path.resolve(import.meta.dirname, "../fixtures/subtitle-library");
const API_KEY = "fixture-api-key";

/** Windows-1252 bytes of Latin-1 text (its letters are the same bytes there). */
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

const SUBTITLES: FakeSubtitle[] = [
  {
    fileId: 501,
    tmdbId: 777,
    language: "nl",
    release: "Sidecar.Film.2008.1080p.NL",
    downloads: 40,
    body: "1\n00:00:02,000 --> 00:00:05,000\nGoedemiddag, <i>allemaal</i>.\n",
  },
  {
    fileId: 502,
    tmdbId: 777,
    language: "pt-BR",
    release: "Sidecar.Film.2008.720p.PTBR",
    hearingImpaired: true,
    downloads: 900,
    body: latin1("1\n00:00:02,000 --> 00:00:05,000\n[música] Olá, São Paulo! Ação.\n"),
  },
  {
    fileId: 503,
    tmdbId: 777,
    language: "es",
    release: "Sidecar.Film.2008.ES",
    downloads: 5,
    body: "1\n00:00:02,000 --> 00:00:05,000\nHola otra vez.\n",
  },
  // Split over two files: not offered.
  { fileId: 510, tmdbId: 777, language: "it", release: "Two.CDs", twoFiles: true, body: "" },
  {
    fileId: 601,
    tmdbId: 888,
    season: 1,
    episode: 2,
    language: "de",
    release: "Sidecar.Show.S01E02.German",
    body: "1\n00:00:01,000 --> 00:00:02,000\nFolge zwei.\n",
  },
  {
    fileId: 701,
    tmdbId: 4000,
    language: "en",
    release: "Not.Subtitles",
    body: "<html><body>Quota page</body></html>",
  },
  {
    fileId: 702,
    tmdbId: 4000,
    language: "en",
    release: "Big",
    body: `1\n00:00:01,000 --> 00:00:02,000\n${"x".repeat(3000)}\n`,
  },
  {
    fileId: 703,
    tmdbId: 4000,
    language: "en",
    release: "Private.Link",
    body: "",
    link: "http://192.168.77.1/subtitle.srt",
  },
];

async function openSubtitlesApp(env: Record<string, string> = {}) {
  const fake = await startFakeOpenSubtitles(SUBTITLES, API_KEY);
  const app = await buildTestApp({
    MEDIA_DIR: fixtureLibrary,
    OPENSUBTITLES_API_KEY: API_KEY,
    OPENSUBTITLES_URL: fake.url,
    OPENSUBTITLES_USER_AGENT: "Matinee Tests v1",
    ...env,
  });
  return { app, fake };
}

async function list(app: FastifyInstance, query: string) {
  const response = await app.inject({ url: `/subtitles?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return subtitleListSchema.parse(response.json());
}

function get(app: FastifyInstance, subtitle: SubtitleInfo | undefined) {
  const url = new URL(subtitle?.url ?? "http://x/none");
  return app.inject({ url: `${url.pathname}${url.search}` });
}

describe("OpenSubtitles as a subtitle source", () => {
  it("lists a movie's files beside the library's, asking with the key and the movie's TMDB id", async () => {
    const { app, fake } = await openSubtitlesApp();
    const { subtitles, unavailable } = await list(app, "tmdbId=777&type=movie");
    expect(unavailable).toBeUndefined();
    const online = subtitles.filter((subtitle) => subtitle.source === "opensubtitles");
    expect(online).toEqual([
      {
        id: "os-503",
        language: "es",
        languageName: "Spanish",
        format: "srt",
        source: "opensubtitles",
        url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/subtitles\/os-503\?language=es$/),
        release: "Sidecar.Film.2008.ES",
      },
      expect.objectContaining({ id: "os-501", language: "nl", languageName: "Dutch" }),
      expect.objectContaining({
        id: "os-502",
        language: "pt-BR",
        languageName: "Brazilian Portuguese",
        hearingImpaired: true,
      }),
    ]);
    // Within a language, the library's files come first.
    expect(subtitles.filter((subtitle) => subtitle.language === "es").map((s) => s.source)).toEqual(
      ["library", "opensubtitles"],
    );
    const [search] = fake.hits("/api/v1/subtitles");
    expect(search?.headers["api-key"]).toBe(API_KEY);
    expect(search?.headers["user-agent"]).toBe("Matinee Tests v1");
    expect(search?.url.search).toBe("?tmdb_id=777&type=movie");
  });

  it("asks for a show's episode by the show's id, season and episode, with languages", async () => {
    const { app, fake } = await openSubtitlesApp();
    const { subtitles } = await list(
      app,
      "tmdbId=888&type=show&season=1&episode=2&languages=de,es",
    );
    expect(subtitles.map((subtitle) => [subtitle.source, subtitle.language])).toEqual([
      ["opensubtitles", "de"],
      ["library", "es"],
    ]);
    expect(fake.hits("/api/v1/subtitles").at(-1)?.url.search).toBe(
      "?episode_number=2&languages=de%2Ces&parent_tmdb_id=888&season_number=1&type=episode",
    );
  });

  it("asks by IMDb id when the client gives one", async () => {
    const { app, fake } = await openSubtitlesApp();
    await list(app, "tmdbId=777&type=movie&imdbId=tt0001254207");
    expect(fake.hits("/api/v1/subtitles").at(-1)?.url.search).toBe("?imdb_id=1254207&type=movie");
  });

  it("downloads a file through /download and its link, as WebVTT", async () => {
    const { app, fake } = await openSubtitlesApp();
    const { subtitles } = await list(app, "tmdbId=777&type=movie&languages=nl");
    const response = await get(app, subtitles[0]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.body).toBe(
      "WEBVTT\n\n00:00:02.000 --> 00:00:05.000\nGoedemiddag, <i>allemaal</i>.\n",
    );
    const [download] = fake.hits("/api/v1/download");
    expect(download?.method).toBe("POST");
    expect(download?.headers["api-key"]).toBe(API_KEY);
    expect(JSON.parse(download?.body ?? "")).toEqual({ file_id: 501 });
    // The link's host gets no API key.
    expect(fake.hits("/files/501.srt")[0]?.headers["api-key"]).toBeUndefined();
  });

  it("decodes a legacy-encoded download with the language hint", async () => {
    const { app } = await openSubtitlesApp();
    const { subtitles } = await list(app, "tmdbId=777&type=movie&languages=pt-BR");
    const response = await get(
      app,
      subtitles.find((subtitle) => subtitle.id === "os-502"),
    );
    expect(response.body).toContain("[música] Olá, São Paulo! Ação.");
  });

  it("serves a second request for a file from its cache, without reaching OpenSubtitles", async () => {
    const { app, fake } = await openSubtitlesApp();
    const first = await app.inject({ url: "/subtitles/os-503?language=es" });
    expect(first.statusCode).toBe(200);
    const before = fake.requests.length;
    const [second, third] = await Promise.all([
      app.inject({ url: "/subtitles/os-503?language=es" }),
      app.inject({ url: "/subtitles/os-503" }),
    ]);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(fake.requests.length).toBe(before);
    expect(fake.hits("/api/v1/download")).toHaveLength(1);
    expect(fake.hits("/files/")).toHaveLength(1);
  });

  it("shares one download between requests made at the same time", async () => {
    const { app, fake } = await openSubtitlesApp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ url: "/subtitles/os-601?language=de" })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(fake.hits("/api/v1/download")).toHaveLength(1);
  });

  it("keeps a search answer for an hour: the same list asks OpenSubtitles once", async () => {
    const { app, fake } = await openSubtitlesApp();
    await list(app, "tmdbId=777&type=movie");
    await list(app, "tmdbId=777&type=movie");
    expect(fake.hits("/api/v1/subtitles")).toHaveLength(1);
  });

  it("leaves multi-file subtitles out", async () => {
    const { app } = await openSubtitlesApp();
    const { subtitles } = await list(app, "tmdbId=777&type=movie&languages=it");
    expect(subtitles).toEqual([]);
  });
});

describe("OpenSubtitles without an API key", () => {
  it("is left out of lists and never asked; its ids answer 404 naming the setting", async () => {
    const fake = await startFakeOpenSubtitles(SUBTITLES, API_KEY);
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary, OPENSUBTITLES_URL: fake.url });
    const { subtitles, unavailable } = await list(app, "tmdbId=777&type=movie");
    expect(subtitles.length).toBeGreaterThan(0);
    expect(subtitles.every((subtitle) => subtitle.source === "library")).toBe(true);
    expect(unavailable).toBeUndefined();
    const file = await app.inject({ url: "/subtitles/os-501" });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({
      error: "source_off",
      message: "OpenSubtitles is not configured on this server (OPENSUBTITLES_API_KEY)",
    });
    expect(fake.requests).toEqual([]);
  });
});

describe("OpenSubtitles failures", () => {
  it("a refused key: a 502 naming it, or the library's files with the source marked unavailable", async () => {
    const { app } = await openSubtitlesApp({ OPENSUBTITLES_API_KEY: "wrong-key" });
    const alone = await app.inject({ url: "/subtitles?tmdbId=4000&type=movie" });
    expect(alone.statusCode).toBe(502);
    expect(alone.json()).toEqual({
      error: "upstream_refused",
      message:
        "OpenSubtitles refused this server's API key (HTTP 401): You cannot consume this service",
    });
    const { subtitles, unavailable } = await list(app, "tmdbId=777&type=movie");
    expect(subtitles.length).toBe(5);
    expect(unavailable).toEqual([
      { source: "opensubtitles", error: "upstream_refused", message: expect.any(String) },
    ]);
  });

  it("a used-up download quota: 429 with Retry-After", async () => {
    const { app, fake } = await openSubtitlesApp();
    fake.remaining = 0;
    const response = await app.inject({ url: "/subtitles/os-501" });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      error: "upstream_quota",
      message: expect.stringContaining("download quota for this server is used up"),
    });
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("an unknown file: 404", async () => {
    const { app } = await openSubtitlesApp();
    const response = await app.inject({ url: "/subtitles/os-999" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });

  it("a download link to a private address: refused by the address guard (502)", async () => {
    const { app, fake } = await openSubtitlesApp();
    const response = await app.inject({ url: "/subtitles/os-703" });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: "upstream_refused_address",
      message: expect.stringContaining("192.168.77.1 is a private-network address"),
    });
    expect(fake.hits("/api/v1/download")).toHaveLength(1);
  });

  it("a file over the size bound: 413; one that is not a subtitle: 422", async () => {
    const { app } = await openSubtitlesApp({ SUBTITLE_MAX_BYTES: "2000" });
    const big = await app.inject({ url: "/subtitles/os-702" });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: "subtitle_too_large",
      message: "The subtitle file is larger than this server's limit of 2000 bytes",
    });
    const html = await app.inject({ url: "/subtitles/os-701" });
    expect(html.statusCode).toBe(422);
    expect(html.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("an unreachable API: 502 naming the host and the cause", async () => {
    // A port that was free a moment ago: the connection is refused at once.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const app = await buildTestApp({
      MEDIA_DIR: fixtureLibrary,
      OPENSUBTITLES_API_KEY: API_KEY,
      OPENSUBTITLES_URL: `http://127.0.0.1:${port}/api/v1`,
    });
    const response = await app.inject({ url: "/subtitles/os-501" });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: "upstream_unreachable",
      message: `127.0.0.1:${port} could not be reached (ECONNREFUSED)`,
    });
  });
});
