import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import { pagePreloads } from "./scripts/page-preloads";

/** The Matinee server that `npm start` runs; the dev server forwards its routes to it. */
const SERVER = "http://127.0.0.1:8080";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // A visit that starts on a lazily loaded page fetches its code beside the entry chunk.
    // hls.js is only downloaded then: 580 kB compiled that early would slow the entry chunk
    // down more than it saves, but its download is on the way to the first frame otherwise
    // (the media page imports it as soon as its code runs, and compiles it from the cache).
    pagePreloads([
      {
        path: /^\/media\/[^/]/,
        modules: [
          "src/features/watch/index.ts",
          "packages/catalogue/src/client/response-schemas.ts",
        ],
        downloads: ["node_modules/hls.js/"],
      },
      {
        path: /^\/discover\/?$/,
        modules: [
          "src/features/discover/DiscoverPage.tsx",
          "packages/catalogue/src/client/listing-schema.ts",
        ],
      },
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
