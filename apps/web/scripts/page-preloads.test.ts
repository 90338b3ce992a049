import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { preloadFiles, preloadScript, type ChunkInfo } from "./page-preloads";

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: "chunk",
  fileName,
  imports: [],
  ...extra,
});

// The shape of the real build: the entry imports a shared chunk; the watch page imports the
// entry, the shared chunk and the schemas, and loads hls.js on its own.
const bundle: Record<string, ChunkInfo> = {
  "assets/index.js": chunk("assets/index.js", {
    isEntry: true,
    facadeModuleId: "/repo/apps/web/index.html",
    imports: ["assets/shared.js"],
  }),
  "assets/shared.js": chunk("assets/shared.js"),
  "assets/schemas.js": chunk("assets/schemas.js"),
  "assets/watch.js": chunk("assets/watch.js", {
    facadeModuleId: "/repo/apps/web/src/features/watch/index.ts",
    imports: ["assets/index.js", "assets/schemas.js", "assets/shared.js"],
  }),
  "assets/hls.js": chunk("assets/hls.js", {
    facadeModuleId: "/repo/node_modules/hls.js/dist/hls.mjs",
  }),
  "assets/index.css": { type: "asset", fileName: "assets/index.css" },
};

describe("preloadFiles", () => {
  it("lists a page's chunks and what they import, minus what the entry loads anyway", () => {
    const [media] = preloadFiles(bundle, [
      { path: /^\/media\//, modules: ["src/features/watch/index.ts", "node_modules/hls.js/"] },
    ]);
    expect(media?.files).toEqual(["assets/watch.js", "assets/schemas.js", "assets/hls.js"]);
  });

  it("skips modules no chunk holds", () => {
    const [page] = preloadFiles(bundle, [{ path: /^\/x$/, modules: ["src/nowhere.ts"] }]);
    expect(page?.files).toEqual([]);
  });
});

describe("preloadScript", () => {
  const pages = [{ path: /^\/media\/[^/]/, files: ["assets/watch.js", "assets/hls.js"] }];

  /** Runs the script as a page at `url` would, and returns the links it added to <head>. */
  function preloadsAt(url: string, script: string) {
    const { hash, pathname } = new URL(url);
    const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
    runInNewContext(script, {
      location: { hash, pathname },
      document: {
        createElement: () => ({ rel: "", href: "", crossOrigin: null }),
        head: { appendChild: (link: (typeof head)[number]) => head.push(link) },
      },
    });
    for (const link of head) {
      expect(link.rel).toBe("modulepreload");
      expect(link.crossOrigin).toBe(""); // Module scripts are fetched in CORS mode.
    }
    return head.map((link) => link.href);
  }

  it("preloads the page's chunks when the visit starts on it", () => {
    const script = preloadScript(pages, "/");
    expect(preloadsAt("https://m.example/media/tmdb-movie-10378-big-buck-bunny", script)).toEqual([
      "/assets/watch.js",
      "/assets/hls.js",
    ]);
  });

  it("reads the route from the hash with hash routing, and prefixes the base", () => {
    const script = preloadScript(pages, "/app/");
    expect(preloadsAt("https://m.example/app/#/media/tmdb-movie-1-a?t=30", script)).toEqual([
      "/app/assets/watch.js",
      "/app/assets/hls.js",
    ]);
  });

  it("preloads nothing on other pages", () => {
    const script = preloadScript(pages, "/");
    expect(preloadsAt("https://m.example/discover", script)).toEqual([]);
    expect(preloadsAt("https://m.example/#/media/", script)).toEqual([]);
  });

  it("is empty when no page has anything to preload", () => {
    expect(preloadScript([{ path: /^\/$/, files: [] }], "/")).toBe("");
  });
});
