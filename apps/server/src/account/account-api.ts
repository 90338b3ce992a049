import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import { createSessionCache } from "../auth/session-cache";
import { resolveSessionSecret } from "../auth/session-secret";
import type { Database } from "../db/database";
import { scheduleCleanupJobs } from "../jobs/cleanup-jobs";
import { createMetrics, useRequestMetrics } from "../metrics/metrics";
import { createRateLimiter } from "../rate-limit/buckets";
import { openRateLimitBackend } from "../rate-limit/rate-limit-backend";
import type { AccountContext, CaptchaVerifier, Readiness } from "./account-context";
import { AccountError } from "./account-errors";
import { openAccountStorage, type AccountStorage } from "./account-storage";
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

/** Longest the shutdown waits for requests still at work before closing the database. */
const PENDING_WORK_WAIT_MS = 5_000;

async function databaseState(storage: AccountStorage): Promise<Readiness["database"]> {
  if (!storage.isOpen()) return storage.lazy ? "opens on first use" : "opening";
  return (await storage.current().ping()) ? "ok" : "unavailable";
}

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
  const rateLimits = await openRateLimitBackend(config, app.log);
  const metrics = createMetrics({
    knownOrigins: [
      ...config.CORS_ORIGINS,
      ...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : []),
    ],
  });
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
      store: rateLimits.store,
      enabled: config.RATE_LIMITS,
      now: clock,
      onStoreError: (error) => app.log.warn({ err: error }, "rate limit store failed; allowing"),
    }),
    metrics,
    verifyCaptcha:
      options.verifyCaptcha ??
      (config.CAPTCHA_SECRET ? createRecaptchaVerifier(config.CAPTCHA_SECRET) : null),
    trustCloudflare: config.TRUST_CLOUDFLARE,
    async readiness() {
      const [database, limits] = await Promise.all([
        databaseState(storage),
        config.RATE_LIMITS ? rateLimits.probe() : ("off" as const),
      ]);
      const ready = database === "ok" || database === "opens on first use";
      return { ready, database, rateLimits: limits };
    },
  };

  let stopJobs: (() => Promise<void>) | null = null;
  let ready = false;
  let started: Promise<void> | undefined;
  /** Opens the database (once) and starts what runs on it. */
  const start = () =>
    (started ??= storage.open().then(async (database) => {
      // The user count survives restarts: it starts from the database, then counts sign-ups.
      for (const row of await countUsersByNamespace(database.db)) {
        metrics.userCount.inc({ namespace: row.namespace }, row.users);
      }
      if (options.jobs !== false) {
        stopJobs = scheduleCleanupJobs({ db: database.db, clock, log: app.log });
      }
      ready = true;
    }));
  if (!storage.lazy) void start().catch(() => {});
  /** Account routes wait for the database (opening it if need be); if it cannot open, 503. */
  const waitForDatabase = async () => {
    if (ready) return;
    await start().catch(() => {
      throw new AccountError(503, "Database unavailable");
    });
  };

  const pendingWork = await mountAccountRoutes(app, config, context, waitForDatabase);

  app.addHook("onClose", async () => {
    storage.stopOpening();
    await started?.catch(() => {});
    await stopJobs?.();
    await rateLimits.close();
    // The server has stopped; handlers whose client went away may still be using the database.
    await pendingWork.idle(PENDING_WORK_WAIT_MS);
    await storage.close();
  });
  return context;
}
