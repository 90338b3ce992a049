import { once } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimitStore } from "./buckets";
import { createFailoverStore, withTimeout } from "./failover-store";
import { createMemoryRateLimitStore } from "./memory-store";
import { createRedisRateLimitStore } from "./redis-store";

/** Where rate limits are counted right now, as `/readyz` reports it. */
export type RateLimitState = "memory" | "redis" | "memory (redis unreachable)";

export interface RateLimitBackend {
  store: RateLimitStore;
  /** Asks Redis (when used) for a sign of life, waiting `PROBE_MS` at most. */
  probe(): Promise<RateLimitState>;
  close(): Promise<void>;
}

/** Longest a Redis command may take: past it the hit counts in memory instead. */
const COMMAND_TIMEOUT_MS = 250;
/** Longest `/readyz` waits for Redis. */
const PROBE_MS = 150;
/** Longest the start-up waits for a first connection (limits are counted in memory until then). */
const FIRST_CONNECTION_MS = 2_000;

/**
 * The rate-limit store: this process's memory, or Redis (shared by every replica) behind a
 * circuit breaker that falls back to memory. The Redis client never queues commands while
 * disconnected and gives up on an answer after COMMAND_TIMEOUT_MS, so an unreachable or stalled
 * Redis costs a request nothing; it reconnects in the background (at most every 2 s).
 */
export async function openRateLimitBackend(
  config: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string },
  log: FastifyBaseLogger,
): Promise<RateLimitBackend> {
  if (!config.REDIS_URL) {
    const store = createMemoryRateLimitStore();
    return { store, probe: () => Promise.resolve("memory"), close: () => store.close() };
  }
  // Loaded only when configured: the Redis client is a sizeable share of the server's memory.
  const { Redis } = await import("ioredis");
  const redis = new Redis(config.REDIS_URL, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Reconnection errors repeat every attempt; the switch below logs the outage once.
  redis.on("error", (error) => log.debug({ err: error }, "redis error"));
  await withTimeout(once(redis, "ready"), FIRST_CONNECTION_MS, "redis").catch(() => {
    log.warn("redis not reachable at start-up: rate limits counted in memory until it is");
  });
  const failover = createFailoverStore({
    primary: createRedisRateLimitStore(redis, config.REDIS_KEY_PREFIX),
    fallback: createMemoryRateLimitStore(),
    isPrimaryConnected: () => redis.status === "ready",
    timeoutMs: COMMAND_TIMEOUT_MS,
    onSwitch: (to, cause) => {
      if (to === "fallback") {
        const reason = cause instanceof Error ? cause.message : String(cause);
        log.warn({ reason }, "redis unreachable: rate limits counted in memory");
      } else {
        log.info("redis back: rate limits shared again");
      }
    },
  });

  return {
    store: failover.store,
    async probe() {
      // Not connected: hits already go to memory, and the client reconnects on its own.
      if (redis.status !== "ready") return "memory (redis unreachable)";
      try {
        await withTimeout(redis.ping(), PROBE_MS, "redis");
        return failover.resting() ? "memory (redis unreachable)" : "redis";
      } catch (error) {
        failover.fail(error);
        return "memory (redis unreachable)";
      }
    },
    async close() {
      // QUIT waits for an answer a stalled Redis never gives: bounded, then the socket goes.
      await withTimeout(failover.store.close(), 500, "redis quit").catch(() => redis.disconnect());
    },
  };
}
