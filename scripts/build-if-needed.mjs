// Builds the web app and the server when their output is missing or older than their sources.
// Shared by `npm start`, the e2e set-up and the benchmarks, so all three run the same build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");

const SHARED_INPUTS = [
  "packages/contracts/src",
  "packages/domain/src",
  "packages/account/src",
  "packages/catalogue/src",
  "packages/player/src",
  "packages/providers/src",
  "packages/subtitles/src",
];

export const TARGETS = [
  {
    name: "web app",
    workspace: "@matinee/web",
    output: "apps/web/dist/index.html",
    inputs: [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/public",
      "apps/web/scripts",
      ...SHARED_INPUTS,
    ],
  },
  {
    name: "server",
    workspace: "@matinee/server",
    output: "apps/server/dist/server.js",
    inputs: [
      "apps/server/src",
      "apps/server/scripts/build.mjs",
      "packages/address-guard/src",
      "packages/proxy-handler/src",
      ...SHARED_INPUTS,
    ],
  },
];

/**
 * The standalone proxy (apps/proxy); not part of `npm start`, built when stale by
 * standalone-proxy.mjs (the proxy benchmark and the e2e journeys).
 */
export const PROXY_TARGET = {
  name: "proxy",
  workspace: "@matinee/proxy",
  output: "apps/proxy/dist/node.js",
  inputs: [
    "apps/proxy/src",
    "apps/proxy/scripts/build.mjs",
    "packages/address-guard/src",
    "packages/proxy-handler/src",
  ],
};

/** Newest modification time under `relative` (a file or a folder), ignoring tests. */
function newestMtime(relative) {
  const absolute = path.join(repoRoot, relative);
  if (!existsSync(absolute)) return 0;
  const stat = statSync(absolute);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(relative, entry.name)));
  }
  return newest;
}

export function isStale(target) {
  const output = path.join(repoRoot, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.inputs.some((input) => newestMtime(input) > built);
}

/** Builds `target` now (its package's build script); returns the milliseconds it took. */
export function build(target) {
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build", "-w", target.workspace], {
    cwd: repoRoot,
    // Always the production build: Vitest sets NODE_ENV=test, and Vite keeps an inherited
    // NODE_ENV, so a build started by the e2e set-up shipped React's development code.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) {
    throw new Error(`Building the ${target.name} failed (exit code ${result.status})`);
  }
  return Math.round(performance.now() - started);
}

/**
 * Builds each stale target (of `only`, names of TARGETS, when given); returns the milliseconds
 * each build took.
 */
export function ensureBuilt({ force = false, log = console.log, only } = {}) {
  const timings = {};
  for (const target of TARGETS) {
    if (only && !only.includes(target.name)) continue;
    if (!force && !isStale(target)) continue;
    log(`Building the ${target.name}…`);
    timings[target.name] = build(target);
  }
  return timings;
}
