// `node bench/account.mjs`: the account and sync API under load, for the issue notes (figures,
// never assertions). The built server runs against the machine's PostgreSQL (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test) in a fresh schema that is dropped at the end.
// Ten accounts; autocannon on loopback, 10 connections, 10 s per scenario:
//  - GET /users/@me
//  - PUT /users/{id}/progress/{tmdbId}
//  - GET /users/{id}/progress with 1,000 items per account
// Prints req/s, p50/p99 latency, the server's peak RSS (VmHWM) and the load average (the
// machine is often shared: compare runs made back to back); also writes
// bench/results/account-<date>.json.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuilt, repoRoot } from "../scripts/build-if-needed.mjs";
import { startServer } from "../scripts/start-server.mjs";

const DATABASE_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const SCHEMA = `bench_${Date.now().toString(36)}`;
const ACCOUNTS = 10;
const PROGRESS_ITEMS = 1000;
const DURATION_S = 10;
const CONNECTIONS = 10;

const json = { "content-type": "application/json", "user-agent": "matinee-bench" };
const meta = { title: "Bench", year: 2000, type: "movie" };

async function call(baseUrl, method, url, body, headers = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Registers one account the way a movie-web client does (Ed25519 challenge). */
async function register(baseUrl, index) {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const key = publicKey.export({ format: "jwk" }).x;
  const { challenge } = await call(baseUrl, "POST", "/auth/register/start", {});
  const signature = sign(null, Buffer.from(challenge), privateKey).toString("base64url");
  const result = await call(baseUrl, "POST", "/auth/register/complete", {
    publicKey: key,
    challenge: { code: challenge, signature },
    namespace: "movie-web",
    device: `bench-${index}`,
    profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "couch" },
  });
  return { id: result.user.id, token: result.token };
}

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kib / 1024) * 10) / 10;
}

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

ensureBuilt({ log: () => {} });
const server = await startServer({
  env: {
    DATABASE_URL,
    DATABASE_SCHEMA: SCHEMA,
    RATE_LIMITS: "false",
    LOG_LEVEL: "warn",
  },
});
const results = { date: new Date().toISOString(), accounts: ACCOUNTS, scenarios: {} };
try {
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await register(server.baseUrl, i));
  const items = Array.from({ length: PROGRESS_ITEMS }, (_, i) => ({
    tmdbId: String(100000 + i),
    meta,
    duration: 5400,
    watched: i,
    updatedAt: "2024-01-01T00:00:00Z",
  }));
  for (const { id, token } of accounts) {
    await call(server.baseUrl, "PUT", `/users/${id}/progress/import`, items, {
      authorization: `Bearer ${token}`,
    });
  }
  results.peakRssAfterSetupMiB = server.pid ? peakRssMiB(server.pid) : null;
  const each = (build) =>
    accounts.map((account) => ({
      ...build(account),
      headers: { ...json, authorization: `Bearer ${account.token}` },
    }));

  results.scenarios["GET /users/@me"] = await load(
    server.baseUrl,
    each(() => ({ method: "GET", path: "/users/@me" })),
  );
  results.scenarios["PUT /users/{id}/progress/{tmdbId}"] = await load(
    server.baseUrl,
    each(({ id }) => ({
      method: "PUT",
      path: `/users/${id}/progress/603`,
      body: JSON.stringify({ tmdbId: "603", meta, duration: 8160, watched: 1200 }),
    })),
  );
  results.scenarios[`GET /users/{id}/progress (${PROGRESS_ITEMS} items)`] = await load(
    server.baseUrl,
    each(({ id }) => ({ method: "GET", path: `/users/${id}/progress` })),
  );
  results.peakRssMiB = server.pid ? peakRssMiB(server.pid) : null;
  results.loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);
} finally {
  await server.stop();
  try {
    execFileSync("psql", [DATABASE_URL, "-qc", `DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`]);
  } catch {
    console.warn(`could not drop schema ${SCHEMA} (psql missing?)`);
  }
}

console.log(
  `\nAccount API, ${ACCOUNTS} accounts, ${CONNECTIONS} connections, ${DURATION_S} s each:`,
);
for (const [name, figures] of Object.entries(results.scenarios)) {
  console.log(
    `  ${name.padEnd(44)} ${String(figures.requestsPerSecond).padStart(6)} req/s` +
      `   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms` +
      (figures.non2xx || figures.errors
        ? `   (${figures.non2xx} non-2xx, ${figures.errors} errors)`
        : ""),
  );
}
console.log(
  `  server peak RSS (VmHWM): ${results.peakRssMiB} MiB` +
    ` (${results.peakRssAfterSetupMiB} MiB after registering and importing, before the load)`,
);
console.log(`  load average at the end (1, 5, 15 min): ${results.loadAverage.join(", ")}`);
const folder = path.join(repoRoot, "bench/results");
mkdirSync(folder, { recursive: true });
writeFileSync(
  path.join(folder, `account-${results.date.slice(0, 10)}.json`),
  JSON.stringify(results, null, 2),
);
