// `node bench/account-login.mjs`: how long a viewer waits from pressing "Log in" to the home rows
// restored, for an account that already holds 500 bookmarks and 1,000 progress items (issue 15's
// figure; never an assertion). The account is made in Node with the web app's own crypto
// (@matinee/account), its library uploaded through the bulk routes; then Chromium, on a fresh
// profile, logs in through /login and the clock stops when home shows the Bookmarks and Continue
// watching rows and the browser's store holds every item. Three runs, each on a new account;
// the embedded database by default, PostgreSQL with `--db=postgres` (DATABASE_URL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { ensureBuilt } from "../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/start-server.mjs";

/** The web app's account crypto (TypeScript), bundled for Node by esbuild. */
async function loadAccountCrypto() {
  const outdir = mkdtempSync(path.join(tmpdir(), "matinee-bench-account-"));
  try {
    await build({
      entryPoints: [path.resolve(import.meta.dirname, "../packages/account/src/index.ts")],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile: path.join(outdir, "account.mjs"),
      logLevel: "error",
    });
    return await import(pathToFileURL(path.join(outdir, "account.mjs")).href);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const { deriveSeed, encryptDeviceName, generatePassphrase, publicKeyOf, signChallenge } =
  await loadAccountCrypto();

const BOOKMARKS = 500;
const PROGRESS = 1000;
const RUNS = 3;
const usePostgres = process.argv.includes("--db=postgres");

async function call(baseUrl, method, path, body, token) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "user-agent": "matinee-bench",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

/** A new account holding the library the browser will restore; its passphrase. */
async function seedAccount(baseUrl) {
  const passphrase = generatePassphrase();
  const seed = deriveSeed(passphrase);
  const publicKey = publicKeyOf(seed);
  const { challenge } = await call(baseUrl, "POST", "/auth/register/start", {});
  const { token, user } = await call(baseUrl, "POST", "/auth/register/complete", {
    namespace: "movie-web",
    publicKey,
    challenge: { code: challenge, signature: signChallenge(challenge, seed) },
    device: await encryptDeviceName("Bench seeder", seed),
    profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" },
  });
  const now = Date.now();
  const bookmarks = Array.from({ length: BOOKMARKS }, (_, i) => ({
    tmdbId: String(100000 + i),
    meta: { title: `Bench film ${i}`, year: 1950 + (i % 70), type: "movie" },
  }));
  const progress = Array.from({ length: PROGRESS }, (_, i) => ({
    tmdbId: String(200000 + i),
    meta: { title: `Bench film ${i}`, year: 1950 + (i % 70), type: "movie" },
    duration: 5400,
    watched: 600 + (i % 3000),
    updatedAt: new Date(now - i * 60_000).toISOString(),
  }));
  await call(baseUrl, "PUT", `/users/${user.id}/bookmarks`, bookmarks, token);
  await call(baseUrl, "PUT", `/users/${user.id}/progress/import`, progress, token);
  return passphrase;
}

/** Items in the browser's library stores (the web app's persisted zustand stores). */
function countStored(page) {
  return page.evaluate(() => {
    const count = (key, field) => {
      const items = JSON.parse(localStorage.getItem(key) ?? "{}")?.state?.[field];
      return items && typeof items === "object" ? Object.keys(items).length : 0;
    };
    return {
      bookmarks: count("matinee::bookmarks", "bookmarks"),
      progress: count("matinee::progress", "items"),
    };
  });
}

ensureBuilt({ log: () => {} });
const env = { RATE_LIMITS: "false" };
if (usePostgres)
  env.DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const server = await startServer({ env });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
});
const times = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const passphrase = await seedAccount(server.baseUrl);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Passphrase").fill(passphrase);
    await page.getByLabel("Device name").fill(`Bench ${run}`);
    const started = performance.now();
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("region", { name: "Bookmarks" }).waitFor({ timeout: 120_000 });
    await page.getByRole("region", { name: "Continue watching" }).waitFor({ timeout: 120_000 });
    const rowsShown = performance.now() - started;
    let stored = await countStored(page);
    while (stored.bookmarks < BOOKMARKS || stored.progress < PROGRESS) {
      if (performance.now() - started > 120_000)
        throw new Error(`store incomplete: ${JSON.stringify(stored)}`);
      await page.waitForTimeout(50);
      stored = await countStored(page);
    }
    const allStored = performance.now() - started;
    times.push({ rowsShown, allStored });
    console.log(
      `run ${run + 1}: rows shown ${rowsShown.toFixed(0)} ms, all ${BOOKMARKS} + ${PROGRESS} items stored ${allStored.toFixed(0)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\nLog in → home rows restored (${usePostgres ? "PostgreSQL" : "PGlite"}, ${BOOKMARKS} bookmarks, ${PROGRESS} progress items), median of ${RUNS}: rows ${median(times.map((t) => t.rowsShown)).toFixed(0)} ms, every item stored ${median(times.map((t) => t.allStored)).toFixed(0)} ms`,
);
