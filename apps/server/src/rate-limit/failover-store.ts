import type { RateLimitStore } from "./buckets";

export interface FailoverOptions {
  /** The shared store (Redis). */
  primary: RateLimitStore;
  /** Where hits go while the primary is out (this process's memory). */
  fallback: RateLimitStore;
  /** False when the primary is known to be down without asking it (client not connected). */
  isPrimaryConnected: () => boolean;
  /** Longest wait for the primary's answer before counting it as failed. */
  timeoutMs?: number;
  /** After a failure the primary rests this long before it is tried again. */
  coolDownMs?: number;
  /** Monotonic milliseconds (injectable for tests). */
  now?: () => number;
  /** Told when hits move to the fallback (with the cause) and when they move back. */
  onSwitch?: (to: "primary" | "fallback", cause?: unknown) => void;
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A circuit breaker in front of the shared store: a hit waits at most `timeoutMs` for Redis;
 * when Redis fails or is not connected, hits go to the in-memory store for `coolDownMs` before
 * Redis is tried again. Limits keep applying (per replica) while Redis is out, and no request
 * waits on a Redis that does not answer.
 */
export function createFailoverStore(options: FailoverOptions) {
  const { primary, fallback, timeoutMs = 250, coolDownMs = 5_000 } = options;
  const now = options.now ?? (() => performance.now());
  let restingUntil = -Infinity;
  let using: "primary" | "fallback" = "primary";

  const switchTo = (to: "primary" | "fallback", cause?: unknown) => {
    if (using === to) return;
    using = to;
    options.onSwitch?.(to, cause);
  };
  const fail = (cause: unknown) => {
    restingUntil = now() + coolDownMs;
    switchTo("fallback", cause);
  };

  const store: RateLimitStore = {
    async hit(key, windowMs, max, weight, nowMs) {
      if (now() < restingUntil || !options.isPrimaryConnected()) {
        if (!options.isPrimaryConnected()) switchTo("fallback", new Error("not connected"));
        return fallback.hit(key, windowMs, max, weight, nowMs);
      }
      try {
        const before = await withTimeout(
          primary.hit(key, windowMs, max, weight, nowMs),
          timeoutMs,
          "the rate-limit store",
        );
        switchTo("primary");
        return before;
      } catch (error) {
        fail(error);
        return fallback.hit(key, windowMs, max, weight, nowMs);
      }
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
  return {
    store,
    /** Whether hits go to the fallback now (the primary failed less than `coolDownMs` ago). */
    resting: () => now() < restingUntil,
    /** Records a failure seen elsewhere (a failed health check), so hits stop waiting on it. */
    fail,
  };
}
