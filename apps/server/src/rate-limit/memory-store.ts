import type { RateLimitStore } from "./buckets";

/** Sweep keys whose window has passed once per this many hits, so memory stays bounded. */
const SWEEP_EVERY = 1000;

/**
 * Sliding-window logs in this process's memory: fine for one server; several replicas need
 * the Redis store. Each log keeps at most `max` timestamps, oldest first.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const logs = new Map<string, { hits: number[]; windowMs: number }>();
  let hitsSinceSweep = 0;

  function sweep(nowMs: number) {
    for (const [key, log] of logs) {
      const newest = log.hits[log.hits.length - 1] ?? 0;
      if (newest <= nowMs - log.windowMs) logs.delete(key);
    }
  }

  return {
    hit(key, windowMs, max, weight, nowMs) {
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        sweep(nowMs);
      }
      const log = logs.get(key) ?? { hits: [], windowMs };
      const recent = log.hits.filter((time) => time > nowMs - windowMs);
      const before = recent.length;
      for (let i = 0; i < weight; i++) recent.push(nowMs);
      log.hits = recent.slice(-max);
      logs.set(key, log);
      return Promise.resolve(before);
    },
    close() {
      logs.clear();
      return Promise.resolve();
    },
  };
}
