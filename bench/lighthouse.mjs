// `npm run lighthouse -w @matinee/bench`: Lighthouse figures for the issue notes, never
// assertions. Audits `/` and `/discover` of the built app with the mobile preset (Lighthouse's
// default: a mid-range phone on a slow 4G link, simulated) and the desktop preset, and prints
// performance, accessibility, LCP, TBT and the bytes each page loaded. Failing accessibility
// audits are listed by id. Results also go to bench/results/lighthouse-<date>.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import lighthouse from "lighthouse";
import { chromium as playwrightChromium } from "playwright-core";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuilt, repoRoot } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";

// `node bench/lighthouse.mjs /about /support` audits other pages instead. To read why a figure is
// what it is: `--save-lhr` writes each full report (LCP element and phases, request chains,
// main-thread work) to bench/results/lhr-<preset>-<page>.json, and `--save-trace` the page load's
// trace, with JavaScript samples, to trace-<preset>-<page>.json (open it in DevTools' Performance
// panel). Sampling costs a little time, so figures taken with it read slightly worse.
// `--lang=ar` runs the browser in that language (navigator.languages, Accept-Language), so the
// app opens in it on its first visit.
const args = process.argv.slice(2);
const LANG = args.find((arg) => arg.startsWith("--lang="))?.slice("--lang=".length);
const SAVE_LHR = args.includes("--save-lhr");
const SAVE_TRACE = args.includes("--save-trace");
const pageArgs = args.filter((arg) => !arg.startsWith("--"));
const PAGES = pageArgs.length > 0 ? pageArgs : ["/", "/discover"];
const PRESETS = { mobile: undefined, desktop: desktopConfig };

/** Debian's Chromium with a DevTools port for Lighthouse to drive; resolves to that port. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), "matinee-lighthouse-"));
  const child = spawn(
    process.env.CHROME_PATH ?? CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      "--remote-debugging-port=0",
      ...(LANG ? [`--lang=${LANG}`, `--accept-lang=${LANG}`] : []),
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stderr });
    lines.on("line", (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with code ${code}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcpMs: Math.round(audit("largest-contentful-paint").numericValue),
    tbtMs: Math.round(audit("total-blocking-time").numericValue),
    // Bytes over the wire (Lighthouse's own count: compressed as served).
    totalBytes: Math.round(audit("total-byte-weight").numericValue),
    // Where the blocking time comes from: the longest main-thread tasks and their scripts.
    longTasks: (audit("long-tasks").details?.items ?? []).slice(0, 4).map((task) => ({
      script: String(task.url).replace(/^https?:\/\/[^/]+/, ""),
      ms: Math.round(task.duration),
    })),
    failingAccessibility: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
      .filter((ref) => lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

function saveResult(kind, preset, page, value) {
  const folder = path.join(repoRoot, "bench/results");
  mkdirSync(folder, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  writeFileSync(path.join(folder, `${kind}-${preset}-${name}.json`), JSON.stringify(value));
}

/**
 * One throwaway visit before the audits: a fresh browser's first navigation spends seconds
 * setting itself up (observed here: a 2.9 s first byte, against 40 ms after), and whichever page
 * came first was charged for it. Lighthouse still clears the cache before each audit.
 */
async function warmUp(port, url) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.close();
  } finally {
    await browser.close();
  }
}

ensureBuilt();
const server = await startServer();
const chromium = await launchChromium();
const results = [];
try {
  await warmUp(chromium.port, `${server.baseUrl}/`);
  for (const [preset, config] of Object.entries(PRESETS)) {
    for (const page of PAGES) {
      const { lhr, artifacts } = await lighthouse(
        `${server.baseUrl}${page}`,
        {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          ...(SAVE_TRACE
            ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" }
            : {}),
        },
        config,
      );
      results.push({ page, preset, lang: LANG ?? "en", ...summarise(lhr) });
      if (SAVE_LHR) saveResult("lhr", preset, page, lhr);
      if (SAVE_TRACE) saveResult("trace", preset, page, artifacts.Trace);
    }
  }
} finally {
  await chromium.close();
  await server.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `\nMatinee Lighthouse (lighthouse 12, Debian Chromium, headless${LANG ? `, --lang=${LANG}` : ""})`,
);
for (const result of results) {
  console.log(
    `  ${result.preset.padEnd(8)} ${result.page.padEnd(10)} performance ${String(result.performance).padStart(3)}` +
      `  accessibility ${String(result.accessibility).padStart(3)}  LCP ${result.lcpMs} ms` +
      `  TBT ${result.tbtMs} ms  bytes ${kb(result.totalBytes)}` +
      `\n${" ".repeat(21)}longest tasks: ${result.longTasks.map((task) => `${task.ms} ms ${task.script}`).join(", ")}` +
      (result.failingAccessibility.length
        ? `\n${" ".repeat(21)}failing accessibility audits: ${result.failingAccessibility.join(", ")}`
        : ""),
  );
}

const date = new Date().toISOString();
const folder = path.join(repoRoot, "bench/results");
mkdirSync(folder, { recursive: true });
writeFileSync(
  path.join(folder, `lighthouse-${date.slice(0, 10)}.json`),
  JSON.stringify({ date, results }, null, 2),
);
