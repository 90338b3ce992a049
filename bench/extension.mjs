/* global chrome, addEventListener, removeEventListener, postMessage -- evaluated in the extension worker and the page */
// `node bench/extension.mjs`: figures for the browser extension, never assertions. Prints
//  - its build time (the build script's own clock, median of 3) and the size of what it ships
//    (dist/chromium, per file raw and gzip, and the store zip when `zip` is installed),
//  - in Chromium with the test build loaded: the round trip of `hello` through the relay, and
//    `makeRequest` of a small loopback answer, without and with a request header (the header
//    rule), against the page's own fetch of it (median of 50 each).
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { repoRoot } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

const extensionDir = path.join(repoRoot, "apps/extension");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function build(zip) {
  const result = spawnSync("npx", ["tsx", "scripts/build.ts", ...(zip ? ["--zip"] : [])], {
    cwd: extensionDir,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return Number(/in (\d+) ms/.exec(result.stdout)?.[1]);
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function measureRoundTrips(runs = 50) {
  const server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html", "access-control-allow-origin": "*" });
    response.end(request.url === "/" ? "<!doctype html><title>bench</title>" : "ok");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${server.address().port}`;
  const dist = path.join(extensionDir, "dist/chromium-test-granted");
  const profile = mkdtempSync(path.join(tmpdir(), "matinee-bench-ext-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dist}`, `--load-extension=${dist}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await worker.evaluate(
      (host) => chrome.storage.local.set({ domainWhitelist: [host] }),
      new URL(origin).host,
    );
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    return await page.evaluate(
      async ({ runs, url }) => {
        let next = 0;
        const send = (name, body) =>
          new Promise((resolve) => {
            const instanceId = `bench-${next++}`;
            const onMessage = (event) => {
              if (event.data?.relayed && event.data.instanceId === instanceId) {
                removeEventListener("message", onMessage);
                resolve(event.data.body);
              }
            };
            addEventListener("message", onMessage);
            postMessage({ name, body, instanceId }, "/");
          });
        const time = async (task) => {
          const times = [];
          for (let i = 0; i < runs; i++) {
            const started = performance.now();
            await task();
            times.push(performance.now() - started);
          }
          return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
        };
        return {
          helloMs: await time(() => send("hello")),
          makeRequestMs: await time(() => send("makeRequest", { url, method: "GET" })),
          makeRequestHeaderMs: await time(() =>
            send("makeRequest", { url, method: "GET", headers: { Referer: "https://r.test/" } }),
          ),
          pageFetchMs: await time(() => fetch(url).then((r) => r.text())),
        };
      },
      { runs, url: `${origin}/small` },
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    server.close();
  }
}

const buildMs = median([build(false), build(false), build(hasZip())]);
function hasZip() {
  return spawnSync("zip", ["-v"]).status === 0;
}
const shipped = files(path.join(extensionDir, "dist/chromium")).map((file) => {
  const bytes = readFileSync(file);
  return {
    file: path.relative(path.join(extensionDir, "dist/chromium"), file),
    bytes: bytes.length,
    gzip: gzipSync(bytes).length,
  };
});
console.log(`Extension build (median of 3): ${buildMs} ms`);
for (const { file, bytes, gzip } of shipped.sort((a, b) => b.bytes - a.bytes)) {
  console.log(`  ${file.padEnd(32)} ${kb(bytes).padStart(10)}  gzip ${kb(gzip)}`);
}
const total = shipped.reduce((sum, file) => sum + file.bytes, 0);
console.log(`  ${"total (dist/chromium)".padEnd(32)} ${kb(total).padStart(10)}`);
for (const zip of readdirSync(path.join(extensionDir, "dist")).filter((name) =>
  name.endsWith(".zip"),
)) {
  console.log(
    `  ${zip.padEnd(32)} ${kb(statSync(path.join(extensionDir, "dist", zip)).size).padStart(10)}`,
  );
}
const trips = await measureRoundTrips();
console.log(
  `Round trips (median of 50): hello ${trips.helloMs.toFixed(1)} ms, makeRequest ${trips.makeRequestMs.toFixed(1)} ms (with a header, so through rule 23498: ${trips.makeRequestHeaderMs.toFixed(1)} ms), the page's own fetch ${trips.pageFetchMs.toFixed(1)} ms`,
);
