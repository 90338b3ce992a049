import path from "node:path";
import { runOutputSchema } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { openMediaLibrary } from "../src/library/media-library";
import { buildTestApp } from "./helper";

const fixtureLibrary = path.resolve(import.meta.dirname, "fixtures/library");

describe("GET /library/streams", () => {
  it("answers a movie's HLS stream as a scrape result with absolute, encoded URLs", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({
      url: "/library/streams/movie/10378",
      headers: { host: "tv.local" },
    });
    expect(response.statusCode).toBe(200);
    const output = runOutputSchema.parse(response.json());
    expect(output.sourceId).toBe("library");
    expect(output.stream).toMatchObject({
      type: "hls",
      playlist: "http://tv.local/library/files/movie/master.m3u8",
      flags: ["cors-allowed"],
      captions: [
        {
          language: "en",
          type: "vtt",
          url: "http://tv.local/library/files/movie/subtitles%20en.vtt",
          hasCorsRestrictions: false,
        },
      ],
    });
  });

  it("answers an MP4 title with one URL per quality", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const output = runOutputSchema.parse(
      (await app.inject({ url: "/library/streams/movie/45745" })).json(),
    );
    expect(output.stream.type).toBe("file");
    if (output.stream.type === "file") {
      expect(Object.keys(output.stream.qualities).sort()).toEqual(["360", "720"]);
      expect(output.stream.qualities["720"]?.type).toBe("mp4");
    }
  });

  it("finds an episode by show, season and episode number", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const found = await app.inject({ url: "/library/streams/tv/900000001/1/2" });
    expect(found.statusCode).toBe(200);
    const missing = await app.inject({ url: "/library/streams/tv/900000001/1/3" });
    expect(missing.statusCode).toBe(404);
    // A show id is not a movie id.
    expect((await app.inject({ url: "/library/streams/movie/900000001" })).statusCode).toBe(404);
  });

  it("says 404 in JSON when the library lacks the title", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({ url: "/library/streams/movie/1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });

  it.each([
    ["/library/streams/movie/abc", "tmdbId"],
    ["/library/streams/movie/0123", "tmdbId"],
    ["/library/streams/tv/42/one/1", "season"],
    ["/library/streams/tv/42/1/0", "episode"],
    ["/library/streams/tv/42/1/1.5", "episode"],
  ])("rejects %s with a 400 naming %s", async (url, field) => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation", field });
  });

  it("treats a missing manifest as an empty library", async () => {
    const app = await buildTestApp({
      MEDIA_DIR: path.resolve(import.meta.dirname, "fixtures/web"),
    });
    expect((await app.inject({ url: "/library/streams/movie/10378" })).statusCode).toBe(404);
  });
});

describe("GET /library/files", () => {
  it.each([
    ["movie/master.m3u8", "application/vnd.apple.mpegurl"],
    ["movie/seg-0.m4s", "video/iso.segment"],
    ["movie/subtitles%20en.vtt", "text/vtt"],
    ["movie/clip.mp4", "video/mp4"],
  ])("serves %s as %s with CORS", async (file, type) => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({
      url: `/library/files/${file}`,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain(type);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers a byte range with 206 and exactly those bytes", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({
      url: "/library/files/movie/clip.mp4",
      headers: { range: "bytes=100-199" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 100-199/4096");
    expect(response.rawPayload.length).toBe(100);
    expect(response.rawPayload[0]).toBe(100 % 251);
  });

  it("refuses a range past the end with 416", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({
      url: "/library/files/movie/clip.mp4",
      headers: { range: "bytes=5000-6000" },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe("bytes */4096");
  });

  it.each(["bytes=1e3-2e3", "bytes=0x10-0x20", "bytes=+1-2", "bytes=2-1", "bytes=", "bytes=1-2,x"])(
    "ignores the malformed range %j and sends the whole file",
    async (range) => {
      const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
      const response = await app.inject({
        url: "/library/files/movie/clip.mp4",
        headers: { range },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(4096);
      expect(response.headers["content-range"]).toBeUndefined();
    },
  );

  it("answers a CORS preflight", async () => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({
      method: "OPTIONS",
      url: "/library/files/movie/clip.mp4",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "GET",
        "access-control-request-headers": "range",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it.each([
    "/library/files/../manifest.json",
    "/library/files/../../package.json",
    "/library/files/%2e%2e/%2e%2e/package.json",
    "/library/files/movie/..%2f..%2f..%2fpackage.json",
    "/library/files/..%5c..%5cpackage.json",
    "/library/files/.hidden",
    "/library/files/%00",
  ])("never serves anything outside the library or hidden: %s", async (url) => {
    const app = await buildTestApp({ MEDIA_DIR: fixtureLibrary });
    const response = await app.inject({ url });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain("secret");
    expect(response.body).not.toContain('"name"');
  });
});

describe("library folders named Title (Year)", () => {
  const folderLibrary = path.resolve(import.meta.dirname, "fixtures/folder-library");

  it("matches a movie folder to its catalogue id and plays its MP4s by quality", async () => {
    const app = await buildTestApp({ MEDIA_DIR: folderLibrary });
    const response = await app.inject({
      url: "/library/streams/movie/900000142",
      headers: { host: "tv.local" },
    });
    expect(response.statusCode).toBe(200);
    const base = "http://tv.local/library/files/Gulliver's%20Travels%20(1939)";
    expect(runOutputSchema.parse(response.json()).stream).toMatchObject({
      type: "file",
      qualities: {
        "720": { url: `${base}/Gulliver's%20Travels%20720p.mp4` },
        "360": { url: `${base}/Gulliver's%20Travels%20360p.mp4` },
      },
      captions: [{ type: "srt", language: "fr", url: `${base}/Gulliver's%20Travels.fr.srt` }],
    });
    const file = await app.inject({
      url: "/library/files/Gulliver's%20Travels%20(1939)/Gulliver's%20Travels%20720p.mp4",
    });
    expect(file.body).toBe("mp4-720");
  });

  it("finds a show's episodes as S01E01 files in season folders or S01E02 folders", async () => {
    const app = await buildTestApp({ MEDIA_DIR: folderLibrary });
    const first = await app.inject({ url: "/library/streams/tv/900000001/1/1" });
    expect(runOutputSchema.parse(first.json()).stream.type).toBe("file");
    const second = await app.inject({ url: "/library/streams/tv/900000001/1/2" });
    expect(runOutputSchema.parse(second.json()).stream).toMatchObject({
      type: "hls",
      playlist: expect.stringMatching(
        /Caminandes%20\(2013\)\/S01E02%20Gran%20Dillama\/master\.m3u8$/,
      ) as string,
    });
    expect((await app.inject({ url: "/library/streams/tv/900000001/1/3" })).statusCode).toBe(404);
  });

  it("takes a [tmdbid-N] tag as the id, lets the manifest win, and skips folders it cannot match", async () => {
    const library = await openMediaLibrary(folderLibrary, { resolveTitle: () => null });
    expect(library.entries.map((entry) => [entry.tmdbId, entry.title, entry.stream.type])).toEqual([
      ["123456", "Home Movie (manifest wins)", "file"],
      ["123456", "Home Movie", "hls"],
    ]);
    expect(library.find({ kind: "movie", tmdbId: "123456" }, "http://x")?.stream.type).toBe("file");
  });

  it("leaves out a folder the catalogue does not know", async () => {
    const library = await openMediaLibrary(folderLibrary);
    expect(library.entries.map((entry) => entry.title)).not.toContain("Unknown Film");
    expect(library.entries).toHaveLength(5);
  });
});
