// Memory of the whole server on one database, and the account API under load:
//  - boot 1 (for PGlite its first boot, initdb included), then boot 2 on the same data;
//    after each, RSS idle before and after the first request that needs the database;
//  - ten accounts with 1,000 progress items each, then autocannon on loopback (10 connections,
//    10 s each): GET /users/@me, PUT /users/{id}/progress/{tmdbId}, GET /users/{id}/progress;
//    req/s, p50/p99, the largest RSS sampled during the load and the peak (VmHWM).
import autocannon from "autocannon";
import { startServer } from "../../scripts/start-server.mjs";
import { call, json, memoryMiB, meta, registerAccount, sampleRss, sleep } from "./client.mjs";

const ACCOUNTS = 10;
const PROGRESS_ITEMS = 1000;
const DURATION_S = 10;
const CONNECTIONS = 10;
const SETTLE_MS = 3000;

async function load(baseUrl, requests) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Starts the server, lets it settle, opens the database; memory at each step. */
async function boot(env) {
  const server = await startServer({ env: { ...env, RATE_LIMITS: "false" }, timeoutMs: 120_000 });
  await sleep(SETTLE_MS);
  const idleBeforeDatabase = memoryMiB(server.pid).rss;
  const began = performance.now();
  const health = await fetch(`${server.baseUrl}/healthcheck`);
  if (!health.ok) throw new Error(`/healthcheck answered ${health.status}`);
  const databaseOpenMs = Math.round(performance.now() - began);
  await sleep(SETTLE_MS);
  return {
    server,
    figures: {
      startupMs: server.startupMs,
      idleBeforeDatabaseMiB: idleBeforeDatabase,
      databaseOpenMs,
      idleMiB: memoryMiB(server.pid).rss,
      peakMiB: memoryMiB(server.pid).peak,
    },
  };
}

async function accountLoad(baseUrl, pid) {
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await registerAccount(baseUrl, `bench-${i}`));
  const items = Array.from({ length: PROGRESS_ITEMS }, (_, i) => ({
    tmdbId: String(100000 + i),
    meta,
    duration: 5400,
    watched: i,
    updatedAt: "2024-01-01T00:00:00Z",
  }));
  for (const { id, token } of accounts) {
    await call(baseUrl, "PUT", `/users/${id}/progress/import`, items, {
      authorization: `Bearer ${token}`,
    });
  }
  const each = (build) =>
    accounts.map((account) => ({
      ...build(account),
      headers: { ...json, authorization: `Bearer ${account.token}` },
    }));
  const stopSampling = sampleRss(pid);
  const scenarios = {};
  scenarios["GET /users/@me"] = await load(
    baseUrl,
    each(() => ({ method: "GET", path: "/users/@me" })),
  );
  scenarios["PUT /users/{id}/progress/{tmdbId}"] = await load(
    baseUrl,
    each(({ id }) => ({
      method: "PUT",
      path: `/users/${id}/progress/603`,
      body: JSON.stringify({ tmdbId: "603", meta, duration: 8160, watched: 1200 }),
    })),
  );
  scenarios[`GET /users/{id}/progress (${PROGRESS_ITEMS} items)`] = await load(
    baseUrl,
    each(({ id }) => ({ method: "GET", path: `/users/${id}/progress` })),
  );
  const largestDuringLoadMiB = stopSampling();
  await sleep(SETTLE_MS);
  return {
    scenarios,
    largestDuringLoadMiB,
    peakMiB: memoryMiB(pid).peak,
    idleAfterLoadMiB: memoryMiB(pid).rss,
  };
}

/** Every figure of this file for one database (`database` from client.mjs `databases()`). */
export async function measureDatabase(database) {
  const results = {};
  const first = await boot(database.env);
  results.boot1 = first.figures;
  await first.server.stop();
  const second = await boot(database.env);
  results.boot2 = second.figures;
  try {
    results.load = await accountLoad(second.server.baseUrl, second.server.pid);
  } finally {
    await second.server.stop();
  }
  return results;
}

export function printDatabase(name, results) {
  const boots = [results.boot1, results.boot2]
    .map(
      (boot, i) =>
        `    boot ${i + 1}: RSS idle ${boot.idleBeforeDatabaseMiB} MiB before the database opens,` +
        ` ${boot.idleMiB} MiB after (opened in ${boot.databaseOpenMs} ms); peak ${boot.peakMiB} MiB`,
    )
    .join("\n");
  console.log(`\n  ${name}\n${boots}`);
  for (const [scenario, figures] of Object.entries(results.load.scenarios)) {
    console.log(
      `    ${scenario.padEnd(44)} ${String(figures.requestsPerSecond).padStart(6)} req/s` +
        `   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms` +
        (figures.non2xx || figures.errors
          ? `   (${figures.non2xx} non-2xx, ${figures.errors} errors)`
          : ""),
    );
  }
  console.log(
    `    under the account load: RSS up to ${results.load.largestDuringLoadMiB} MiB` +
      ` (peak ${results.load.peakMiB} MiB), ${results.load.idleAfterLoadMiB} MiB idle after`,
  );
}
