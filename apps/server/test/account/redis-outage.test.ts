import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_BUCKETS } from "../../src/rate-limit/buckets";
import { createAccountApp } from "./harness";

/** A TCP server on a free loopback port; `onSocket` decides what it does with a connection. */
async function tcpServer(
  onSocket: (socket: Socket) => void,
): Promise<{ url: string; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    onSocket(socket);
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return { url: `redis://127.0.0.1:${address.port}`, server };
}

async function closedPortUrl(): Promise<string> {
  const { url, server } = await tcpServer(() => {});
  await new Promise((resolve) => server.close(resolve));
  return url;
}

/** Registration starts until the bucket is used up; each answer's time, and the last status. */
async function useUpRegistrations(send: Awaited<ReturnType<typeof createAccountApp>>["send"]) {
  const { max } = RATE_LIMIT_BUCKETS.register_challenge_tokens;
  const times: number[] = [];
  const statuses: number[] = [];
  for (let i = 0; i <= max; i++) {
    const began = performance.now();
    const response = await send({ method: "POST", url: "/auth/register/start", payload: {} });
    times.push(performance.now() - began);
    statuses.push(response.statusCode);
  }
  return { slowestMs: Math.max(...times), statuses };
}

const allowedThenRefused = [
  ...Array<number>(RATE_LIMIT_BUCKETS.register_challenge_tokens.max).fill(200),
  429,
];

async function readyz(app: Awaited<ReturnType<typeof createAccountApp>>["app"]) {
  const began = performance.now();
  const response = await app.inject({ url: "/readyz" });
  const body = response.json<{ status: string; database: string; rateLimits: string }>();
  return { ms: performance.now() - began, status: response.statusCode, body };
}

/**
 * Redis out of reach: no request waits on it (the bounds below are far above the figures, a few
 * ms, and far below the 12-15 s it used to cost), limits keep applying in memory, and /readyz
 * stays ready and says so.
 */
describe.each([
  ["on a closed port", closedPortUrl],
  ["that accepts connections and never answers", async () => (await tcpServer(() => {})).url],
])("a Redis %s", (_name, redisUrl) => {
  it("costs requests no wait, limits them in memory, and shows in /readyz", async () => {
    const { app, send } = await createAccountApp({
      REDIS_URL: await redisUrl(),
      RATE_LIMITS: "true",
    });
    const { slowestMs, statuses } = await useUpRegistrations(send);
    expect(statuses).toEqual(allowedThenRefused);
    expect(slowestMs, `slowest answer ${Math.round(slowestMs)} ms`).toBeLessThan(2_000);
    const ready = await readyz(app);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: "ready",
      database: "ok",
      rateLimits: "memory (redis unreachable)",
    });
    expect(ready.ms, `/readyz took ${Math.round(ready.ms)} ms`).toBeLessThan(1_000);
  });
});

const realRedis = process.env.REDIS_URL;

describe.skipIf(!realRedis)("a Redis that stops answering mid-way (needs REDIS_URL)", () => {
  it("moves limits to memory within a request, and /readyz says so", async () => {
    // A proxy to the real Redis that can freeze: connections stay open, nothing passes.
    let frozen = false;
    const target = new URL(realRedis ?? "redis://127.0.0.1:6379");
    const { url } = await tcpServer((client) => {
      const upstream = createConnection(Number(target.port || 6379), target.hostname);
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      client.on("data", (chunk) => frozen || upstream.write(chunk));
      upstream.on("data", (chunk) => frozen || client.write(chunk));
    });
    const { app, send } = await createAccountApp({ REDIS_URL: url, RATE_LIMITS: "true" });
    await expect
      .poll(async () => (await readyz(app)).body.rateLimits, { timeout: 10_000 })
      .toBe("redis");
    frozen = true;
    const { slowestMs, statuses } = await useUpRegistrations(send);
    // Hits counted in Redis before the freeze do not carry over: at most the full allowance more.
    expect(statuses.at(-1)).toBe(429);
    expect(slowestMs, `slowest answer ${Math.round(slowestMs)} ms`).toBeLessThan(2_000);
    const ready = await readyz(app);
    expect(ready.body.rateLimits).toBe("memory (redis unreachable)");
    expect(ready.ms, `/readyz took ${Math.round(ready.ms)} ms`).toBeLessThan(1_000);
  });
});
