import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseLibraryAvailability } from "@matinee/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

const fixtures = path.resolve(import.meta.dirname, "fixtures");
const folders: string[] = [];

/** A library folder of the test's own, from a fixture, that the test may change. */
async function copyOf(fixture: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "matinee-library-"));
  folders.push(folder);
  await cp(path.join(fixtures, fixture), folder, { recursive: true });
  return folder;
}

afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

/** The body as the contract reads it; a body that is not a list fails the test. */
function listOf(body: unknown) {
  const list = parseLibraryAvailability(body);
  if (!list) throw new Error(`not a library list: ${JSON.stringify(body)}`);
  return list;
}

async function available(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const response = await app.inject({ url: "/library/available" });
  expect(response.statusCode).toBe(200);
  return listOf(response.json());
}

describe("GET /library/available", () => {
  it("lists the library's movies and shows once each, with a validator and a cache time", async () => {
    const app = await buildTestApp({ MEDIA_DIR: path.join(fixtures, "folder-library") });
    const response = await app.inject({ url: "/library/available" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    // Manifest and folders both name 123456; Caminandes has three episodes.
    expect(listOf(response.json())).toEqual({
      movies: ["123456", "900000142"],
      shows: ["900000001"],
    });
  });

  it("answers 304 to a request that already holds the list", async () => {
    const app = await buildTestApp({ MEDIA_DIR: path.join(fixtures, "library") });
    const first = await app.inject({ url: "/library/available" });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.inject({
        url: "/library/available",
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    }
    const stale = await app.inject({
      url: "/library/available",
      headers: { "if-none-match": '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("adds the direct table's titles when the web app plays through this server", async () => {
    const direct = JSON.stringify([
      { type: "movie", tmdbId: "77", url: "https://media.example/77.mp4" },
      { type: "show", tmdbId: "88", season: 1, episode: 1, url: "https://media.example/88.mp4" },
    ]);
    const app = await buildTestApp({
      MEDIA_DIR: path.join(fixtures, "web"),
      SCRAPE_DIRECT_TABLE: direct,
    });
    expect(await available(app)).toEqual({ movies: ["77"], shows: ["88"] });
    const elsewhere = await buildTestApp({
      MEDIA_DIR: path.join(fixtures, "web"),
      SCRAPE_DIRECT_TABLE: direct,
      VITE_CORS_PROXY_URL: "https://proxy.example",
    });
    expect(await available(elsewhere)).toEqual({ movies: [], shows: [] });
  });

  it("picks up a title folder an operator adds, and one taken away, without a restart", async () => {
    const library = await copyOf("folder-library");
    const app = await buildTestApp({ MEDIA_DIR: library, MEDIA_RECHECK_MS: "0" });
    const before = await app.inject({ url: "/library/available" });
    expect(listOf(before.json()).movies).not.toContain("4242");

    await mkdir(path.join(library, "New Film (2020) [tmdbid-4242]"));
    await writeFile(path.join(library, "New Film (2020) [tmdbid-4242]", "New Film 720p.mp4"), "x");
    const after = await app.inject({ url: "/library/available" });
    expect(listOf(after.json()).movies).toContain("4242");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // What is listed plays.
    expect((await app.inject({ url: "/library/streams/movie/4242" })).statusCode).toBe(200);

    await rm(path.join(library, "New Film (2020) [tmdbid-4242]"), { recursive: true });
    expect((await available(app)).movies).not.toContain("4242");
  });

  it("picks up an episode added to a season folder of a show it already lists", async () => {
    const library = await copyOf("folder-library");
    const app = await buildTestApp({ MEDIA_DIR: library, MEDIA_RECHECK_MS: "0" });
    const show = "/library/streams/tv/900000001/1/3";
    expect((await app.inject({ url: show })).statusCode).toBe(404);
    await writeFile(
      path.join(library, "Caminandes (2013)", "Season 1", "Caminandes S01E03.mp4"),
      "x",
    );
    expect((await app.inject({ url: show })).statusCode).toBe(200);
  });

  it("picks up a title the manifest gains", async () => {
    const library = await copyOf("library");
    const app = await buildTestApp({ MEDIA_DIR: library, MEDIA_RECHECK_MS: "0" });
    const manifestPath = path.join(library, "manifest.json");
    const { readFile } = await import("node:fs/promises");
    const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { entries: unknown[] };
    manifest.entries.push({
      type: "movie",
      tmdbId: "5150",
      title: "Added",
      stream: { type: "file", qualities: { "360": "movie/clip.mp4" } },
    });
    await writeFile(manifestPath, JSON.stringify(manifest));
    expect((await available(app)).movies).toContain("5150");
  });

  it("keeps the last good list when the manifest turns invalid", async () => {
    const library = await copyOf("library");
    const app = await buildTestApp({ MEDIA_DIR: library, MEDIA_RECHECK_MS: "0" });
    const before = await available(app);
    await writeFile(path.join(library, "manifest.json"), "{ not json");
    expect(await available(app)).toEqual(before);
  });

  it("waits MEDIA_RECHECK_MS between looks at the folder", async () => {
    const library = await copyOf("folder-library");
    const app = await buildTestApp({ MEDIA_DIR: library, MEDIA_RECHECK_MS: "3600000" });
    await mkdir(path.join(library, "Later Film (2021) [tmdbid-4343]"));
    await writeFile(path.join(library, "Later Film (2021) [tmdbid-4343]", "film.mp4"), "x");
    expect((await available(app)).movies).not.toContain("4343");
  });
});
