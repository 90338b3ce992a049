// A thousand devices syncing: 250 accounts with four sessions each (a phone, a laptop, a TV, a
// tablet), each account holding 50 progress items and 10 bookmarks. For 30 s, 50 connections
// send what a movie-web client sends, each request from a random device: half progress saves
// while watching, the rest the reads of opening the app (progress, bookmarks, settings).
// Figures: req/s, p50/p99 over all requests, non-2xx, the server's RSS during the load.
import autocannon from "autocannon";
import { startServer } from "../../scripts/start-server.mjs";
import { call, json, memoryMiB, meta, registerAccount, sampleRss } from "./client.mjs";

const ACCOUNTS = 250;
const DEVICES_PER_ACCOUNT = 4;
const DURATION_S = 30;
const CONNECTIONS = 50;
const SETUP_CONCURRENCY = 8;

async function inBatches(count, work) {
  const results = [];
  for (let start = 0; start < count; start += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, count - start) }, (_, i) =>
      work(start + i),
    );
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function seed(baseUrl, account) {
  const headers = { authorization: `Bearer ${account.token}` };
  const progress = Array.from({ length: 50 }, (_, i) => ({
    tmdbId: String(200000 + i),
    meta,
    duration: 5400,
    watched: i * 60,
    updatedAt: "2024-01-01T00:00:00Z",
  }));
  await call(baseUrl, "PUT", `/users/${account.id}/progress/import`, progress, headers);
  const bookmarks = Array.from({ length: 10 }, (_, i) => ({ tmdbId: String(300000 + i), meta }));
  await call(baseUrl, "PUT", `/users/${account.id}/bookmarks`, bookmarks, headers);
}

/** One request of a random device: what its client would send next. */
function nextRequest(devices) {
  const { id, token } = devices[Math.floor(Math.random() * devices.length)];
  const headers = { ...json, authorization: `Bearer ${token}` };
  const pick = Math.random();
  if (pick < 0.5) {
    const tmdbId = String(200000 + Math.floor(Math.random() * 60));
    const body = { tmdbId, meta, duration: 5400, watched: Math.floor(Math.random() * 5400) };
    return {
      method: "PUT",
      path: `/users/${id}/progress/${tmdbId}`,
      headers,
      body: JSON.stringify(body),
    };
  }
  const read = pick < 0.75 ? "progress" : pick < 0.9 ? "bookmarks" : "settings";
  return { method: "GET", path: `/users/${id}/${read}`, headers, body: undefined };
}

export async function measureDevices(database) {
  const server = await startServer({
    env: { ...database.env, RATE_LIMITS: "false" },
    timeoutMs: 120_000,
  });
  try {
    const setupBegan = performance.now();
    const accounts = await inBatches(ACCOUNTS, (i) =>
      registerAccount(server.baseUrl, `device-${i}`, DEVICES_PER_ACCOUNT),
    );
    await inBatches(ACCOUNTS, (i) => seed(server.baseUrl, accounts[i]));
    const devices = accounts.flatMap(({ id, tokens }) => tokens.map((token) => ({ id, token })));
    const setupS = Math.round((performance.now() - setupBegan) / 1000);
    const idleBeforeMiB = memoryMiB(server.pid).rss;
    const stopSampling = sampleRss(server.pid);
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest(devices) }) }],
    });
    return {
      devices: devices.length,
      setupS,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      idleBeforeMiB,
      largestDuringLoadMiB: stopSampling(),
      peakMiB: memoryMiB(server.pid).peak,
    };
  } finally {
    await server.stop();
  }
}

export function printDevices(name, figures) {
  console.log(
    `    ${name}: ${figures.devices} devices, ${figures.requestsPerSecond} req/s,` +
      ` p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms,` +
      ` ${figures.non2xx} non-2xx, ${figures.errors} errors;` +
      ` RSS ${figures.idleBeforeMiB} MiB before, up to ${figures.largestDuringLoadMiB} MiB during` +
      ` (peak ${figures.peakMiB} MiB); set-up ${figures.setupS} s`,
  );
}
