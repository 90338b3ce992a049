// `npm run bench`: figures for the issue notes, never assertions. Prints
//  - the build time of the web app and the server (a forced, clean build),
//  - the gzip size of everything a first visit of `/` loads (measured in real Chromium),
//  - the server's start-up time (process spawn until /ping.txt answers), median of 5.
// Results also go to bench/results/<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuilt, repoRoot } from "../scripts/build-if-needed.mjs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function measureBuild() {
  return ensureBuilt({ force: true, log: () => {} });
}

async function measureStartup(runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer();
    times.push(server.startupMs);
    await server.stop();
  }
  return { medianMs: median(times), runsMs: times };
}

async function measureFirstVisit() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = [];
    page.on("response", async (response) => {
      try {
        const body = await response.body();
        const sizes = await response.request().sizes();
        loaded.push({
          url: response.url(),
          bytes: body.length,
          gzip: gzipSync(body).length,
          // What crossed the wire: the server sends pre-compressed brotli where it has it.
          transferred: sizes.responseBodySize,
        });
      } catch {
        // redirects and aborted requests have no body
      }
    });
    const started = performance.now();
    await page.goto(`${server.baseUrl}/`, { waitUntil: "networkidle" });
    const loadMs = Math.round(performance.now() - started);
    await context.close();
    const files = loaded
      .map((file) => ({ ...file, path: new URL(file.url).pathname }))
      .sort((a, b) => b.gzip - a.gzip);
    return {
      loadMs,
      requests: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      transferredBytes: files.reduce((sum, file) => sum + file.transferred, 0),
      files: files.map(({ path: file, bytes, gzip, transferred }) => ({
        path: file,
        bytes,
        gzip,
        transferred,
      })),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const build = await measureBuild();
const startup = await measureStartup();
const firstVisit = await measureFirstVisit();

console.log("\nMatinee benchmarks");
console.log(`  build: web ${build["web app"]} ms, server ${build.server} ms`);
console.log(
  `  server start-up (spawn → /ping.txt), median of ${startup.runsMs.length}: ${startup.medianMs} ms  [${startup.runsMs.join(", ")}]`,
);
console.log(
  `  first visit of /: ${firstVisit.requests} requests, ${kb(firstVisit.gzipBytes)} gzip, ` +
    `${kb(firstVisit.transferredBytes)} transferred (${kb(firstVisit.bytes)} raw), ` +
    `networkidle after ${firstVisit.loadMs} ms`,
);
for (const file of firstVisit.files) {
  console.log(
    `    ${kb(file.gzip).padStart(10)} gzip ${kb(file.transferred).padStart(10)} sent ` +
      `${kb(file.bytes).padStart(10)} raw  ${file.path}`,
  );
}

const results = { date: new Date().toISOString(), build, startup, firstVisit };
const folder = path.join(repoRoot, "bench/results");
mkdirSync(folder, { recursive: true });
writeFileSync(
  path.join(folder, `${results.date.slice(0, 10)}.json`),
  JSON.stringify(results, null, 2),
);
