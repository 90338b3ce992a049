// `node bench/account.mjs`: the account and sync API's figures for the issue notes (never
// assertions), on the embedded PGlite and on the machine's PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, a fresh schema dropped at the end):
//  - memory: RSS idle after boot (first boot vs later), before and after the database opens,
//    and under the account load (account/memory-load.mjs, ~40 s per database);
//  - a 1,000-device sync load, p50/p99 and RSS (account/devices.mjs, 30 s of load per database);
//  - SIGTERM exit time, and a restart under load: how long requests fail (account/restart.mjs);
//  - Redis out of reach: /readyz and rate-limited requests (account/redis-down.mjs).
// `--only=memory,devices,restart,redis` and `--db=pglite,postgres` pick parts. The machine is
// often shared: the load average is printed; compare runs made back to back. Results also go to
// bench/results/account-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { ensureBuilt, repoRoot } from "../scripts/build-if-needed.mjs";
import { databases } from "./account/client.mjs";
import { measureDevices, printDevices } from "./account/devices.mjs";
import { measureDatabase, printDatabase } from "./account/memory-load.mjs";
import { measureRedisDown, printRedisDown } from "./account/redis-down.mjs";
import { measureIdleExit, measureRestart, printRestart } from "./account/restart.mjs";

const option = (name, all) =>
  (process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? all).split(",");
const parts = option("only", "memory,devices,restart,redis");
const kinds = option("db", "pglite,postgres");
const open = databases(process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test");

/** Runs `measure` on a fresh database of `kind`, dropped afterwards. */
async function onFresh(kind, measure) {
  const database = open[kind]();
  try {
    return await measure(database);
  } finally {
    database.drop();
  }
}

ensureBuilt({ log: () => {} });
const results = { date: new Date().toISOString(), memory: {}, devices: {}, restart: {} };
for (const kind of kinds) {
  if (parts.includes("memory")) results.memory[kind] = await onFresh(kind, measureDatabase);
  if (parts.includes("devices")) results.devices[kind] = await onFresh(kind, measureDevices);
  if (parts.includes("restart")) {
    results.restart[kind] = {
      idle: await onFresh(kind, measureIdleExit),
      underLoad: await onFresh(kind, measureRestart),
    };
  }
}
if (parts.includes("redis")) results.redisDown = await onFresh(kinds.at(-1), measureRedisDown);
results.loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);

console.log("\nAccount API (RSS of the server process, MiB):");
for (const [kind, figures] of Object.entries(results.memory)) printDatabase(kind, figures);
if (Object.keys(results.devices).length) console.log("\n  1,000 devices syncing, 30 s:");
for (const [kind, figures] of Object.entries(results.devices)) printDevices(kind, figures);
if (Object.keys(results.restart).length) console.log("\n  Stop and restart:");
for (const [kind, { idle, underLoad }] of Object.entries(results.restart)) {
  printRestart(kind, idle, underLoad);
}
if (results.redisDown) {
  console.log(`\n  Redis out of reach (${kinds.at(-1)}):`);
  printRedisDown(results.redisDown);
}
console.log(`\n  load average at the end (1, 5, 15 min): ${results.loadAverage.join(", ")}`);
const folder = path.join(repoRoot, "bench/results");
mkdirSync(folder, { recursive: true });
writeFileSync(
  path.join(folder, `account-${results.date.slice(0, 10)}.json`),
  JSON.stringify(results, null, 2),
);
