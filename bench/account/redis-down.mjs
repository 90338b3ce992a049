// Redis out of reach, two ways: a closed port (connection refused) and a server that accepts
// connections and never answers. Figures: the server's start-up, /readyz (median and slowest
// of 20) and a rate-limited request (POST /auth/login/start, 25: the last must be a 429).
import { once } from "node:events";
import { createServer } from "node:net";
import { startServer } from "../../scripts/start-server.mjs";
import { percentile } from "./client.mjs";

const RUNS = 20;
/** Past the login-start allowance (20 per 10 minutes): the last answer shows the limit holds. */
const LIMITED_RUNS = 25;

async function silentServer() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: server.address().port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function closedPort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return { port, close() {} };
}

async function timeRequests(request, runs = RUNS) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    last = await request();
    times.push(performance.now() - began);
  }
  return {
    medianMs: Math.round(percentile(times, 50)),
    slowestMs: Math.round(Math.max(...times)),
    last,
  };
}

async function measureOne(database, redis) {
  const server = await startServer({
    env: { ...database.env, REDIS_URL: `redis://127.0.0.1:${redis.port}`, RATE_LIMITS: "true" },
    timeoutMs: 120_000,
  });
  try {
    await fetch(`${server.baseUrl}/healthcheck`);
    const readyz = await timeRequests(async () => (await fetch(`${server.baseUrl}/readyz`)).json());
    const limited = await timeRequests(async () => {
      const response = await fetch(`${server.baseUrl}/auth/login/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ publicKey: "not-registered" }),
      });
      await response.arrayBuffer();
      return response.status;
    }, LIMITED_RUNS);
    return {
      startupMs: server.startupMs,
      readyz: { medianMs: readyz.medianMs, slowestMs: readyz.slowestMs, body: readyz.last },
      rateLimited: {
        medianMs: limited.medianMs,
        slowestMs: limited.slowestMs,
        lastStatus: limited.last,
      },
    };
  } finally {
    await server.stop();
    redis.close();
  }
}

export async function measureRedisDown(database) {
  return {
    "on a closed port": await measureOne(database, await closedPort()),
    "that accepts connections and never answers": await measureOne(database, await silentServer()),
  };
}

export function printRedisDown(results) {
  for (const [name, figures] of Object.entries(results)) {
    console.log(
      `    Redis ${name}: start-up ${figures.startupMs} ms; /readyz median` +
        ` ${figures.readyz.medianMs} ms, slowest ${figures.readyz.slowestMs} ms` +
        ` (${JSON.stringify(figures.readyz.body)}); rate-limited request median` +
        ` ${figures.rateLimited.medianMs} ms, slowest ${figures.rateLimited.slowestMs} ms` +
        ` (answer ${LIMITED_RUNS}: ${figures.rateLimited.lastStatus})`,
    );
  }
}
