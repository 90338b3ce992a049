/* global window -- the wait runs inside the page */
// `node bench/player-compare.mjs DIR_A DIR_B [--runs N]`: media page open -> first frame for two
// builds of the web app (copies of apps/web/dist, e.g. one per commit), each served by its own
// server (the current server build, WEB_DIR), runs alternating A, B / B, A in one browser.
// On a machine whose speed drifts by tens of percent between minutes, only such paired runs
// tell two builds apart; prints each median and the median of the paired differences (B - A).
// Figures only, never assertions.
import { chromium } from "playwright-core";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { median, runsArgument, watchFirstFrame } from "./first-frame.mjs";

const PAGE = "/media/tmdb-movie-10378-big-buck-bunny";
const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const RUNS = runsArgument(15);
for (const dir of [dirA, dirB]) {
  if (!dir || !existsSync(path.join(dir, "index.html"))) {
    console.error("usage: node bench/player-compare.mjs DIR_A DIR_B [--runs N] (built web apps)");
    process.exit(2);
  }
}

ensureBuilt(); // The server.
const servers = [
  await startServer({ env: { WEB_DIR: path.resolve(dirA) } }),
  await startServer({ env: { WEB_DIR: path.resolve(dirB) } }),
];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
});

/** One visit in a fresh context (cold cache); resolves with its first-frame time. */
async function firstFrame(server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchFirstFrame);
    await page.goto(`${server.baseUrl}${PAGE}`);
    await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => window.__firstFrameMs);
  } finally {
    await context.close();
  }
}

const results = [[], []];
try {
  // The browser's first video of each server pays for start-up work: not counted.
  for (const server of servers) await firstFrame(server);
  for (let run = 0; run < RUNS; run++) {
    for (const side of run % 2 ? [1, 0] : [0, 1])
      results[side].push(await firstFrame(servers[side]));
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

const round = (values) => values.map((value) => Math.round(value)).join(", ");
console.log(`\nMatinee player, open -> first frame, paired runs (${RUNS} each)`);
console.log(
  `  A ${dirA}: median ${Math.round(median(results[0]))} ms  (runs ${round(results[0])})`,
);
console.log(
  `  B ${dirB}: median ${Math.round(median(results[1]))} ms  (runs ${round(results[1])})`,
);
const differences = results[1].map((b, run) => b - results[0][run]);
console.log(`  B - A: median of the paired differences ${Math.round(median(differences))} ms`);
