import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { localeModules } from "./scripts/locale-modules";
import { pagePreloads } from "./scripts/page-preloads";
import { themeBeforeFirstPaint } from "./scripts/theme-script";

/** The Matinee server that `npm start` runs; the dev server forwards its routes to it. */
const SERVER = "http://127.0.0.1:8080";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // Each translated language as one JSON file, fetched when chosen (English is bundled).
    localeModules(),
    // The viewer's theme on <html> before first paint (an inline script the CSP admits by hash).
    themeBeforeFirstPaint(),
    // A visit starts two chunks beside the entry: the app's (every page; main.tsx runs it
    // second), and the code of the page it opens on when that page is lazy. On a media page that
    // is first the code that starts its stream, then hls.js (compiled any later, it was what the
    // player waited for once the stream was found: paired runs measured 20-39 ms sooner first
    // frames with it preloaded), then the page's screens.
    pagePreloads([
      {
        // The media page route as @matinee/domain's media-page-address reads it (this config runs in
        // Node before the build, where the workspace's TypeScript packages cannot be imported).
        path: /^\/media\/[^/]/,
        modules: [
          "src/features/watch/start-up/start-media-page.ts",
          "packages/catalogue/src/client/response-schemas.ts",
          "node_modules/hls.js/",
          "src/features/watch/media-page-chunk.ts",
        ],
      },
      {
        path: /^\/discover\/?$/,
        modules: [
          "src/features/discover/DiscoverPage.tsx",
          "packages/catalogue/src/client/listing-schema.ts",
        ],
      },
      { path: /^/, modules: ["src/app/start-app.tsx"] },
    ]),
  ],
  build: {
    outDir: resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    // Hashed file names under /assets/ can be cached forever; index.html stays uncached.
    assetsDir: "assets",
    target: "es2022",
    // hls.js alone is ~580 kB and loads only when an HLS stream plays; warn above that.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      "/config.js": SERVER,
      "/catalogue": SERVER,
      "/library": SERVER,
      "/ping.txt": SERVER,
    },
  },
});
