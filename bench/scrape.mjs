// `node bench/scrape.mjs`: server-side scrape time, figures only (never assertions). Prints the
// median time of `GET /scrape` until its end event for
//  - a library hit (Big Buck Bunny in the demo library),
//  - a miss across every bundled source, with the third-party hosts unreachable (connection
//    refused), and with the Internet Archive at its real address (offline here: DNS fails),
// so a dead host shows up as a slow miss. Results also go to bench/results/scrape-<date>.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isStale, repoRoot, TARGETS } from "../scripts/build-if-needed.mjs";
import { startServer } from "../scripts/start-server.mjs";

const RUNS = 21;
/** Nothing listens on the discard port of loopback: connections are refused at once. */
const REFUSED = "http://127.0.0.1:9";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Only the server is needed: build it when stale, leave the web app alone. */
function ensureServerBuilt() {
  const server = TARGETS.find((target) => target.name === "server");
  if (!isStale(server)) return;
  console.log("Building the server…");
  const result = spawnSync("npm", ["run", "build", "-w", server.workspace], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`Building the server failed (${result.status})`);
}

async function timeScrape(baseUrl, query) {
  const times = [];
  let lastEvent = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const body = await (await fetch(`${baseUrl}/scrape?${query}`)).text();
    times.push(performance.now() - started);
    lastEvent = /event: (\w+)\n[^\n]*\n[^\n]*\n\n$/.exec(body)?.[1] ?? "?";
  }
  // The first request warms the server up; it is reported apart.
  const [first, ...rest] = times.map((ms) => Math.round(ms * 10) / 10);
  return { medianMs: median(rest), firstMs: first, runs: rest.length, endEvent: lastEvent };
}

const hit = "type=movie&title=Big%20Buck%20Bunny&releaseYear=2008&tmdbId=10378";
const miss = "type=movie&title=Nosferatu&releaseYear=1922&tmdbId=653";
const everySource = {
  SCRAPE_DIRECT_TABLE: JSON.stringify([
    { type: "movie", tmdbId: "1", url: "https://cdn.test/a.m3u8" },
  ]),
  JELLYFIN_URL: REFUSED,
  JELLYFIN_API_KEY: "bench",
};

ensureServerBuilt();
const results = { date: new Date().toISOString() };
const cases = [
  ["library hit", { ...everySource, SCRAPE_ARCHIVE_URL: REFUSED }, hit],
  ["miss, every source, hosts refuse", { ...everySource, SCRAPE_ARCHIVE_URL: REFUSED }, miss],
  ["miss, every source, real archive.org", everySource, miss],
  ["miss, library only (archive off)", { SCRAPE_ARCHIVE: "false" }, miss],
];
console.log(`\nMatinee scrape benchmark (median of ${RUNS - 1}, after one warm-up request)`);
for (const [name, env, query] of cases) {
  const server = await startServer({ env });
  try {
    results[name] = await timeScrape(server.baseUrl, query);
  } finally {
    await server.stop();
  }
  const { medianMs, firstMs, endEvent } = results[name];
  console.log(
    `  ${name.padEnd(40)} ${String(medianMs).padStart(8)} ms  (first ${firstMs} ms, ends ${endEvent})`,
  );
}
const folder = path.join(repoRoot, "bench/results");
mkdirSync(folder, { recursive: true });
writeFileSync(
  path.join(folder, `scrape-${results.date.slice(0, 10)}.json`),
  JSON.stringify(results, null, 2),
);
