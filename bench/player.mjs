/* global document, window, HTMLInputElement -- these functions run inside the page */
// `node bench/player.mjs`: player start-up figures in Chromium on the local HLS demo (Big Buck
// Bunny), median of 5 runs each, never assertions:
//  - media page open -> first video frame presented (fresh browser context: cold cache), through
//    the full flow: title metadata, the scrape on the server's /scrape (config.js names it),
//    the scraping screen, then the stream,
//  - a click on the title in the search results (the app already loaded) -> first frame,
//  - seek to a position not yet buffered -> playback running again at the new position.
// Times come from the page's own clock (performance.now(), zero at navigation start).
import { chromium } from "playwright-core";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";
import { median, runsArgument, watchFirstFrame } from "./first-frame.mjs";

// `--runs N`: more runs for comparing two builds on a noisy machine (the median of 5 is the figure).
const RUNS = runsArgument(5);
// `node bench/player.mjs --breakdown`: also prints, per step, when its request started and ended
// (Resource Timing, median over the runs), to show where the time to the first frame goes.
const BREAKDOWN = process.argv.includes("--breakdown");
const PAGE = "/media/tmdb-movie-10378-big-buck-bunny";

/** Records when the page was first clicked (an in-app visit starts there). */
function watchFirstClick() {
  document.addEventListener("click", () => (window.__clickMs ??= performance.now()), true);
}

/** Start and end of every request the page made, from navigation start, named by `step`. */
function requestTimings() {
  const step = (url) => {
    const { pathname } = new URL(url);
    if (/\/assets\/index-[^/]*\.js$/.test(pathname)) return "app entry chunk";
    if (/\/assets\/hls[^/]*\.js$/.test(pathname)) return "hls.js chunk";
    if (/\/assets\/MediaPage[^/]*\.js$/.test(pathname)) return "media page chunk";
    if (pathname.startsWith("/assets/") && pathname.endsWith(".css")) return "styles";
    if (pathname.endsWith("/scrape")) return "/scrape (stream open -> end)";
    if (pathname.endsWith(".m3u8")) return `playlist ${pathname.split("/").slice(-2).join("/")}`;
    if (/\.(ts|m4s|mp4)$/.test(pathname))
      return `segment ${pathname.split("/").slice(-2).join("/")}`;
    return pathname;
  };
  const navigation = performance.getEntriesByType("navigation")[0];
  const rows = [["document", 0, navigation.responseEnd]];
  const domContentLoaded = [
    "DOMContentLoaded",
    navigation.domContentLoadedEventEnd,
    navigation.domContentLoadedEventEnd,
  ];
  for (const entry of performance.getEntriesByType("resource")) {
    rows.push([step(entry.name), entry.startTime, entry.responseEnd, entry.responseStart]);
  }
  for (const mark of performance.getEntriesByType("mark"))
    rows.push([`mark ${mark.name}`, mark.startTime, mark.startTime]);
  rows.push(domContentLoaded);
  return rows;
}

/**
 * Seeks through the player's own seek bar (as a click would) to the middle of the largest
 * unbuffered stretch, and resolves with the time until a frame at the new position is shown
 * while playing.
 */
function seekAndWait() {
  const video = document.querySelector("video");
  const input = document.querySelector('input[type="range"][max]:not([max="1"])');
  const end = video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0;
  const target = Math.min(video.duration - 5, Math.max(end + 20, video.duration * 0.6));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  return new Promise((resolve) => {
    const started = performance.now();
    const check = (_now, frame) => {
      if (!video.paused && frame.mediaTime >= target - 0.5) resolve(performance.now() - started);
      else video.requestVideoFrameCallback(check);
    };
    video.requestVideoFrameCallback(check);
    setValue.call(input, String(target));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

ensureBuilt();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
});
const firstFrame = [];
const fromSearch = [];
const seek = [];
const breakdown = new Map();
/** Opens the page in a fresh context (cold cache) and returns its first-frame time. */
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchFirstFrame);
  await page.goto(`${server.baseUrl}${PAGE}`);
  await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, {
    timeout: 30_000,
  });
  return { context, page, frameMs: await page.evaluate(() => window.__firstFrameMs) };
}

/**
 * The way most visits start: from the search results (already loaded, hls.js not yet), a click
 * on the title; resolves with the time from that click to the first frame.
 */
async function openFromSearch() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(watchFirstFrame);
  await page.addInitScript(watchFirstClick);
  await page.goto(`${server.baseUrl}/browse/big%20buck%20bunny`);
  const result = page.getByRole("link", { name: /Big Buck Bunny/ }).first();
  await result.waitFor({ timeout: 15_000 });
  await result.click();
  await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, {
    timeout: 30_000,
  });
  const ms = await page.evaluate(() => window.__firstFrameMs - window.__clickMs);
  await context.close();
  return ms;
}

// The browser's very first video pays for starting its media stack (seconds in headless
// Chromium here, once per browser, not per page): one visit first, reported apart.
let coldMs;
try {
  const cold = await openPage();
  coldMs = cold.frameMs;
  await cold.context.close();
  for (let run = 0; run < RUNS; run++) {
    const { context, page, frameMs } = await openPage();
    firstFrame.push(frameMs);
    if (BREAKDOWN) {
      const seen = new Set();
      for (const [name, start, end, firstByte] of await page.evaluate(requestTimings)) {
        if (start > firstFrame.at(-1)) continue;
        // A request made twice before the first frame is worth seeing: the second is named so.
        const key = seen.has(name) ? `${name} (again)` : name;
        if (seen.has(key)) continue;
        seen.add(name);
        seen.add(key);
        if (!breakdown.has(key)) breakdown.set(key, []);
        breakdown.get(key).push([start, firstByte ?? end, end]);
      }
      const frame = firstFrame.at(-1);
      if (!breakdown.has("first frame presented")) breakdown.set("first frame presented", []);
      breakdown.get("first frame presented").push([frame, frame, frame]);
    }
    await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 1);
    seek.push(await page.evaluate(seekAndWait));
    await context.close();
  }
  for (let run = 0; run < RUNS; run++) fromSearch.push(await openFromSearch());
} finally {
  await browser.close();
  await server.stop();
}

const round = (values) => values.map((value) => Math.round(value));
console.log(`\nMatinee player (local HLS demo, Chromium, median of ${RUNS})`);
console.log(
  `  open -> first frame: ${Math.round(median(firstFrame))} ms  (runs ${round(firstFrame).join(", ")})`,
);
console.log(`  (the browser's first video, not counted: ${Math.round(coldMs)} ms)`);
console.log(
  `  search result click -> first frame: ${Math.round(median(fromSearch))} ms  (runs ${round(fromSearch).join(", ")})`,
);
console.log(
  `  seek -> playing again: ${Math.round(median(seek))} ms  (runs ${round(seek).join(", ")})`,
);

if (BREAKDOWN) {
  console.log("  steps (median start -> first byte -> end, ms from navigation start):");
  const rows = [...breakdown].map(([name, runs]) => [
    name,
    ...[0, 1, 2].map((index) => Math.round(median(runs.map((run) => run[index])))),
  ]);
  rows.sort((a, b) => a[1] - b[1]);
  for (const [name, start, firstByte, end] of rows) {
    console.log(
      `    ${name.padEnd(44)} ${String(start).padStart(5)} -> ${String(firstByte).padStart(5)} -> ${String(end).padStart(5)}`,
    );
  }
}
