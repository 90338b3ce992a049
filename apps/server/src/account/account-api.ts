import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import { createSessionCache } from "../auth/session-cache";
import { resolveSessionSecret } from "../auth/session-secret";
import type { Database } from "../db/database";
import { scheduleCleanupJobs } from "../jobs/cleanup-jobs";
import { createMetrics, useRequestMetrics } from "../metrics/metrics";
import { createRateLimiter, type RateLimitStore } from "../rate-limit/buckets";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store";
import { createRedisRateLimitStore } from "../rate-limit/redis-store";
import type { AccountContext, CaptchaVerifier } from "./account-context";
import { AccountError } from "./account-errors";
import { openAccountStorage } from "./account-storage";
import { mountAccountRoutes } from "./account-routes";
import { createRecaptchaVerifier } from "./recaptcha";
import { countUsersByNamespace } from "./users-store";

export interface AccountApiOptions {
  /** An open database to use instead of the configured one (tests); its opener closes it. */
  database?: Database;
  /** Milliseconds since the epoch; tests move time with it. */
  clock?: () => number;
  /** Replaces the reCAPTCHA check (and turns captchas on) — tests. */
  verifyCaptcha?: CaptchaVerifier;
  /** Run the clean-up jobs on a timer (default true). */
  jobs?: boolean;
}

const isPong = (answer: string) => answer === "PONG";

/**
 * Opens the account API's storage and registers its routes (PROTOCOLS.md §1): the API under
 * BASE_PATH, `/metrics`, `/healthz`, `/readyz` at the root. Everything it opens closes with
 * the app. Returns the context, so tests can reach the database and the clock.
 */
export async function registerAccountApi(
  app: FastifyInstance,
  config: ServerConfig,
  options: AccountApiOptions = {},
): Promise<AccountContext> {
  const clock = options.clock ?? Date.now;
  const storage = await openAccountStorage(config, options.database, app.log);
  // Loaded only when configured: the Redis client is a sizeable share of the server's memory.
  const redis = config.REDIS_URL
    ? new (await import("ioredis")).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : null;
  redis?.on("error", (error) => app.log.warn({ err: error }, "redis error"));
  const store: RateLimitStore = redis
    ? createRedisRateLimitStore(redis, config.REDIS_KEY_PREFIX)
    : createMemoryRateLimitStore();
  const metrics = createMetrics();
  useRequestMetrics(app, metrics);

  const context: AccountContext = {
    get database() {
      return storage.current();
    },
    get db() {
      return storage.current().db;
    },
    clock,
    secret: await resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR),
    sessions: createSessionCache(),
    limiter: createRateLimiter({
      store,
      enabled: config.RATE_LIMITS,
      now: clock,
      onStoreError: (error) => app.log.warn({ err: error }, "rate limit store failed; allowing"),
    }),
    metrics,
    verifyCaptcha:
      options.verifyCaptcha ??
      (config.CAPTCHA_SECRET ? createRecaptchaVerifier(config.CAPTCHA_SECRET) : null),
    trustCloudflare: config.TRUST_CLOUDFLARE,
    async isReady() {
      const [db, cache] = await Promise.all([
        storage.isOpen() && storage.current().ping(),
        redis ? redis.ping().then(isPong, () => false) : true,
      ]);
      return db && cache;
    },
  };

  let stopJobs: (() => Promise<void>) | null = null;
  let ready = false;
  const started = storage.opened.then(async (database) => {
    // The user count survives restarts: it starts from the database, then counts registrations.
    for (const row of await countUsersByNamespace(database.db)) {
      metrics.userCount.inc({ namespace: row.namespace }, row.users);
    }
    if (options.jobs !== false) {
      stopJobs = scheduleCleanupJobs({ db: database.db, clock, log: app.log });
    }
    ready = true;
  });
  /** Account routes wait for the database; when it cannot open they answer 503. */
  const waitForDatabase = async () => {
    if (ready) return;
    await started.catch(() => {
      throw new AccountError(503, "Database unavailable");
    });
  };

  await mountAccountRoutes(app, config, context, waitForDatabase);

  app.addHook("onClose", async () => {
    await started.catch(() => {});
    await stopJobs?.();
    await store.close();
    if (!options.database && storage.isOpen()) await storage.current().close();
  });
  return context;
}
