import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { subtitleListSchema, type SubtitleInfo } from "@matinee/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";

const fixtureLibrary = path.resolve(import.meta.dirname, "../fixtures/subtitle-library");

async function list(app: FastifyInstance, query: string) {
  const response = await app.inject({ url: `/subtitles?${query}`, headers: { host: "tv.local" } });
  expect(response.statusCode, response.body).toBe(200);
  return subtitleListSchema.parse(response.json()).subtitles;
}

/** The WebVTT answer for a listed subtitle (its URL's path and query). */
async function fetchVtt(app: FastifyInstance, subtitle: SubtitleInfo | undefined) {
  expect(subtitle).toBeDefined();
  const url = new URL(subtitle?.url ?? "");
  return app.inject({ url: `${url.pathname}${url.search}` });
}

const byRelease = (subtitles: SubtitleInfo[], release: string) =>
  subtitles.find((subtitle) => subtitle.release === release);

describe("GET /subtitles on the demo library", () => {
  it("lists Big Buck Bunny's sidecar files and caption with languages, sorted", async () => {
    const app = await buildTestApp();
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    expect(
      subtitles.map((subtitle) => [
        subtitle.language,
        subtitle.languageName,
        subtitle.format,
        subtitle.release,
        subtitle.hearingImpaired ?? false,
      ]),
    ).toEqual([
      ["de", "German", "srt", "big-buck-bunny.de.srt", false],
      ["en", "English", "srt", "big-buck-bunny.en.sdh.srt", true],
      ["en", "English", "vtt", "subtitles.en.vtt", false],
      ["es", "Spanish", "srt", "big-buck-bunny.es.srt", false],
      ["fr", "French", "ass", "big-buck-bunny.fr.ass", false],
    ]);
    for (const subtitle of subtitles) {
      expect(subtitle.source).toBe("library");
      expect(subtitle.url).toBe(`http://tv.local/subtitles/${subtitle.id}`);
      expect(subtitle.id).toMatch(/^lib-[0-9a-f]{20}$/);
    }
  });

  it("lists an episode's own sidecars", async () => {
    const app = await buildTestApp();
    const subtitles = await list(app, "tmdbId=900000001&type=show&season=1&episode=2");
    expect(subtitles.map((subtitle) => subtitle.release)).toEqual([
      "caminandes.s01e02.de.srt",
      "caminandes.s01e02.es.srt",
    ]);
    expect(await list(app, "tmdbId=900000001&type=show&season=2&episode=1")).toEqual([]);
  });

  it("answers a title the library lacks with an empty list", async () => {
    const app = await buildTestApp();
    expect(await list(app, "tmdbId=1&type=movie")).toEqual([]);
  });

  it("serves the Spanish SRT as WebVTT text, with nosniff and CORS", async () => {
    const app = await buildTestApp();
    const subtitles = await list(app, "tmdbId=10378&type=movie&languages=es");
    expect(subtitles).toHaveLength(1);
    const response = await fetchVtt(app, subtitles[0]);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.body).toMatch(
      /^WEBVTT\n\n00:00:01\.000 --> 00:00:04\.000\nBienvenido a la emisión/,
    );
    expect(response.body).toContain(
      "00:00:53.000 --> 00:00:58.000\nEse fue el primer minuto. ¡Disfruta del resto!",
    );
  });

  it("reads the Windows-1252 German file with its umlauts, dashes, quotes and euro sign", async () => {
    const app = await buildTestApp();
    const [german] = await list(app, "tmdbId=10378&type=movie&languages=de");
    const text = (await fetchVtt(app, german)).body;
    expect(text).toContain("Die Uhr unten zählt Stunden, Minuten,\nSekunden und Bilder.");
    expect(text).toContain("Wähl eine andere Sprache im „Untertitel“-Menü.");
    expect(text).toContain("Größe, Farbe und Position der Untertitel");
    expect(text).toContain("Viel Spaß –\nder Eintritt kostet 0 €!");
    expect(text).not.toContain("\uFFFD");
    expect(text).not.toContain("\r");
  });

  it("converts the French ASS file keeping placement, italics and bold", async () => {
    const app = await buildTestApp();
    const [french] = await list(app, "tmdbId=10378&type=movie&languages=fr");
    const text = (await fetchVtt(app, french)).body;
    // {\an8}: top centre.
    expect(text).toContain(
      "00:00:01.000 --> 00:00:04.000 line:0 align:center\nBienvenue sur le flux de démonstration de Matinee.",
    );
    expect(text).toContain("<i>Écoutez : un bip court marque chaque seconde.</i>");
    expect(text).toContain(
      "<b>Les sous-titres peuvent bouger, grandir\net changer de couleur.</b>",
    );
    expect(text).not.toMatch(/\{\\/); // no override tag left as text
  });
});

describe("GET /subtitles on a library of folders and a manifest", () => {
  it("lists a movie folder's sidecars with the language, flags and region their names give", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=777&type=movie");
    expect(
      subtitles.map(({ language, languageName, format, hearingImpaired, forced }) => ({
        language,
        languageName,
        format,
        ...(hearingImpaired ? { hearingImpaired } : {}),
        ...(forced ? { forced } : {}),
      })),
    ).toEqual([
      { language: "de", languageName: "German", format: "vtt" },
      { language: "en", languageName: "English", format: "srt", hearingImpaired: true },
      { language: "es", languageName: "Spanish", format: "srt" },
      { language: "fr", languageName: "French", format: "ass" },
      { language: "pt-BR", languageName: "Brazilian Portuguese", format: "srt", forced: true },
    ]);
  });

  it("filters by language, a bare language matching its regional forms", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=777&type=movie&languages=ES,pt");
    expect(subtitles.map((subtitle) => subtitle.language)).toEqual(["es", "pt-BR"]);
  });

  it("lists an episode folder's sidecar for that episode only", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const second = await list(app, "tmdbId=888&type=show&season=1&episode=2");
    expect(second.map((subtitle) => subtitle.release)).toEqual(["Sidecar Show S01E02.es.srt"]);
    expect(await list(app, "tmdbId=888&type=show&season=1&episode=1")).toEqual([]);
  });

  it("lists the manifest's subtitles and captions, with release names", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    expect(subtitles.map((subtitle) => `${subtitle.language} ${subtitle.release}`)).toEqual([
      "de Manifest.Film.2008.German",
      "en xss",
      "en long",
      "en broken",
      "en film.en.vtt",
      "fr styled.fr.ass",
      "it missing",
    ]);
  });

  it("decodes a Windows-1252 SRT with CRLF line ends", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    const response = await fetchVtt(app, byRelease(subtitles, "Manifest.Film.2008.German"));
    expect(response.body).toBe(
      "WEBVTT\n\n" +
        "00:00:01.000 --> 00:00:04.000\nGrüße aus München – „schön“, oder?\n\n" +
        "00:00:05.000 --> 00:00:07.000\nDas kostet 5 € für Jörg &amp; Käthe.\n",
    );
  });

  it("converts ASS placement and styling to WebVTT", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie&languages=fr");
    const response = await fetchVtt(app, subtitles[0]);
    expect(response.body).toBe(
      "WEBVTT\n\n" +
        "00:00:01.000 --> 00:00:03.500 line:0 align:center\nEn haut de l’écran\n\n" +
        "00:00:04.000 --> 00:00:06.000\n<i>Penché</i> puis <b>gras</b>\ndeux lignes\n",
    );
  });

  it("serves a file whose text holds <script> as inert text/vtt, never HTML", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    const response = await fetchVtt(app, byRelease(subtitles, "xss"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.headers["content-type"]).not.toMatch(/html/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).not.toMatch(/<script|<img|onerror|onmouseover|javascript:|<a\b/i);
    expect(response.body).toContain("Hello there");
    expect(response.body).toContain("<b>Bold</b> and a link");
  });

  it("refuses a file over SUBTITLE_MAX_BYTES with 413", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary, SUBTITLE_MAX_BYTES: "2000" });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    const response = await fetchVtt(app, byRelease(subtitles, "long"));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "subtitle_too_large",
      message: "The subtitle file is larger than this server's limit of 2000 bytes",
    });
    // Smaller files of the same library still load.
    expect((await fetchVtt(app, byRelease(subtitles, "xss"))).statusCode).toBe(200);
  });

  it("answers a file no reader understands with 422 and the parser's message", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    const response = await fetchVtt(app, byRelease(subtitles, "broken"));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "invalid_subtitle",
      message: "Invalid subtitle format",
    });
  });

  it("answers a listed file that went missing, and an unknown id, with 404", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const subtitles = await list(app, "tmdbId=10378&type=movie");
    const missing = await fetchVtt(app, byRelease(subtitles, "missing"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "not_found" });
    const unknown = await app.inject({ url: "/subtitles/lib-0123456789abcdef0123" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "not_found", message: "No subtitle with this id" });
  });
});

describe("GET /subtitles/:id caching", () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true }))));

  it("answers a matching If-None-Match with 304, and converts an edited file again", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "subtitle-cache-"));
    folders.push(root);
    const film = path.join(root, "Cache Film (2001) [tmdbid-4242]");
    await cp(path.join(fixtureLibrary, "Sidecar Film (2008) [tmdbid-777]"), film, {
      recursive: true,
    });
    const app = await buildTestApp({ MEDIA_DIR: root, MEDIA_RECHECK_MS: "0" });
    const [spanish] = await list(app, "tmdbId=4242&type=movie&languages=es");
    const first = await fetchVtt(app, spanish);
    expect(first.body).toContain("Hola desde un archivo al lado.");
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");

    const again = await app.inject({
      url: new URL(spanish?.url ?? "").pathname,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    // A longer text: the file's size (part of the cache key) changes with it.
    await writeFile(
      path.join(film, "Sidecar Film.es.srt"),
      "1\n00:00:01,000 --> 00:00:03,000\nTexto nuevo, más largo que el anterior.\n",
    );
    const edited = await fetchVtt(app, spanish);
    expect(edited.body).toContain("Texto nuevo, más largo que el anterior.");
    expect(edited.headers.etag).not.toBe(etag);
  });
});

describe("hostile subtitle requests", () => {
  it("answer 400 naming the field", async () => {
    const app = await buildTestApp();
    const cases: [string, string][] = [
      ["/subtitles/..%2F..%2Fetc%2Fpasswd", "id"],
      ["/subtitles/lib-..%2F..%2F..%2Fetc%2Fpasswd", "id"],
      ["/subtitles/%2Fetc%2Fpasswd", "id"],
      ["/subtitles/lib-zzzz", "id"],
      ["/subtitles/os-0", "id"],
      [`/subtitles/os-${"9".repeat(40)}`, "id"],
      [`/subtitles/${"a".repeat(300)}`, "id"],
      ["/subtitles/os-1?language=..%2F..%2Fx", "language"],
      ["/subtitles?type=movie", "tmdbId"],
      ["/subtitles?tmdbId=abc&type=movie", "tmdbId"],
      [`/subtitles?tmdbId=${"9".repeat(40)}&type=movie`, "tmdbId"],
      ["/subtitles?tmdbId=1&tmdbId=2&type=movie", "tmdbId"],
      ["/subtitles?tmdbId=%00&type=movie", "tmdbId"],
      ["/subtitles?tmdbId=10378&type=film", "type"],
      ["/subtitles?tmdbId=10378&type=show", "season"],
      ["/subtitles?tmdbId=10378&type=show&season=1", "episode"],
      ["/subtitles?tmdbId=10378&type=show&season=99999999999&episode=1", "season"],
      ["/subtitles?tmdbId=10378&type=show&season=1e3&episode=1", "season"],
      ["/subtitles?tmdbId=10378&type=show&season=1&episode=-1", "episode"],
      ["/subtitles?tmdbId=10378&type=movie&season=1", "season"],
      ["/subtitles?tmdbId=10378&type=movie&imdbId=123", "imdbId"],
      ["/subtitles?tmdbId=10378&type=movie&languages=%3Cscript%3E", "languages"],
      [`/subtitles?tmdbId=10378&type=movie&languages=${"en,".repeat(30)}en`, "languages"],
    ];
    for (const [url, field] of cases) {
      const response = await app.inject({ url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json(), url).toMatchObject({ error: "validation", field });
    }
  });

  it("never reach a file outside the library with a raw ../ path", async () => {
    const app = await buildTestApp();
    for (const url of ["/subtitles/../../etc/passwd", "/subtitles/..%2f..%2fpackage.json"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toMatch(/root:|"name":/);
    }
  });
});
