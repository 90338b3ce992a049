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
    // Not hls.js: 580 kB compiled that early slows the entry chunk down more than it saves (the
    // media page asks for it itself as soon as its code runs).
    pagePreloads([
      {
        path: /^\/media\/[^/]/,
        modules: [
          "src/features/watch/index.ts",
          "packages/catalogue/src/client/response-schemas.ts",
        ],
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
