import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { RateLimitStore } from "./buckets";

/**
 * One atomic step of the sliding-window log (a sorted set scored by time): drop hits older than
 * the window, count the rest, add this request's hits, keep the newest `max`, expire with the
 * window. The same algorithm as movie-web's async-ratelimiter, so the limits match.
 */
const HIT_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local weight = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local before = redis.call('ZCARD', key)
for i = 1, weight do
  redis.call('ZADD', key, now, ARGV[5] .. ':' .. i)
end
redis.call('ZREMRANGEBYRANK', key, 0, -(max + 1))
redis.call('PEXPIRE', key, window)
return before
`;

type RedisWithHit = Redis & {
  rateLimitHit(key: string, ...args: Array<string | number>): Promise<number>;
};

/** Sliding-window logs in Redis, shared by every replica; keys start with `prefix`. */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  const client = redis as RedisWithHit;
  return {
    hit(key, windowMs, max, weight, nowMs) {
      return client.rateLimitHit(`${prefix}${key}`, nowMs, windowMs, max, weight, randomUUID());
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
