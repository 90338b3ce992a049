// Stopping and restarting the server:
//  - SIGTERM with only an idle keep-alive connection open: time to exit and exit code;
//  - a restart under load: 20 clients loop on GET /users/@me (keep-alive) while the server gets
//    SIGTERM and a new one starts on the same port and data; how long requests failed, how many,
//    and the slowest answer around the restart (the embedded database opens on first use).
import { startServer } from "../../scripts/start-server.mjs";
import { registerAccount, sleep } from "./client.mjs";

const CLIENTS = 20;
const LOAD_BEFORE_MS = 3000;
const LOAD_AFTER_MS = 3000;

async function timeExit(server) {
  const began = performance.now();
  process.kill(server.pid, "SIGTERM");
  const code = await server.exited;
  return { exitCode: code, exitMs: Math.round(performance.now() - began) };
}

export async function measureIdleExit(database) {
  const server = await startServer({ env: database.env, timeoutMs: 120_000 });
  await fetch(`${server.baseUrl}/healthcheck`);
  await (await fetch(`${server.baseUrl}/ping.txt`)).text();
  return timeExit(server);
}

/** Client loops that record every request: when it began and ended, and whether it worked. */
function startClients(url, headers) {
  const log = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const began = performance.now();
      let ok = false;
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        ok = response.ok;
      } catch {
        // refused or reset while the server is away
      }
      log.push({ began, ended: performance.now(), ok });
      if (!ok) await sleep(10);
    }
  };
  const loops = Array.from({ length: CLIENTS }, loop);
  return async () => {
    running = false;
    await Promise.all(loops);
    return log;
  };
}

export async function measureRestart(database) {
  const env = { ...database.env, RATE_LIMITS: "false" };
  const first = await startServer({ env, timeoutMs: 120_000 });
  const account = await registerAccount(first.baseUrl, "restart");
  const stopClients = startClients(`${first.baseUrl}/users/@me`, {
    authorization: `Bearer ${account.token}`,
  });
  await sleep(LOAD_BEFORE_MS);
  const signalledAt = performance.now();
  const exit = await timeExit(first);
  const second = await startServer({ env, port: first.port, timeoutMs: 120_000 });
  await sleep(LOAD_AFTER_MS);
  const log = await stopClients();
  await second.stop();

  const failed = log.filter((entry) => !entry.ok && entry.ended >= signalledAt);
  const around = log.filter((entry) => entry.ended >= signalledAt);
  const firstFailure = Math.min(...failed.map((entry) => entry.began));
  const lastFailure = Math.max(...failed.map((entry) => entry.ended));
  return {
    ...exit,
    restartStartupMs: second.startupMs,
    requests: log.length,
    failedRequests: failed.length,
    failingForMs: failed.length ? Math.round(lastFailure - firstFailure) : 0,
    slowestAnswerMs: Math.round(Math.max(...around.map((entry) => entry.ended - entry.began))),
  };
}

export function printRestart(name, idle, restart) {
  console.log(
    `    ${name}: SIGTERM with an idle keep-alive connection: exit ${idle.exitCode} after` +
      ` ${idle.exitMs} ms; under load (${CLIENTS} clients): exit ${restart.exitCode} after` +
      ` ${restart.exitMs} ms, new process answering ${restart.restartStartupMs} ms after spawn,` +
      ` ${restart.failedRequests} of ${restart.requests} requests failed over` +
      ` ${restart.failingForMs} ms, slowest answer ${restart.slowestAnswerMs} ms`,
  );
}
