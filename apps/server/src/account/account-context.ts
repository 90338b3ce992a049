import type { Database, Db } from "../db/database";
import type { Metrics } from "../metrics/metrics";
import type { RateLimiter } from "../rate-limit/buckets";
import type { SessionCache } from "../auth/session-cache";
import type { RateLimitState } from "../rate-limit/rate-limit-backend";

/** A captcha check: whether the token a client solved is genuine. */
export type CaptchaVerifier = (token: string, clientIp: string) => Promise<boolean>;

/**
 * What `/readyz` reports: ready when the database answers. Rate limits never make a replica
 * unready: without Redis they are counted in memory, and the body says so.
 */
export interface Readiness {
  ready: boolean;
  /** The embedded database "opens on first use"; a replica is ready before that. */
  database: "ok" | "opening" | "opens on first use" | "unavailable";
  rateLimits: RateLimitState | "off";
}

/** What every account route needs, built once per app by account-api.ts. */
export interface AccountContext {
  database: Database;
  db: Db;
  /** Milliseconds; injectable so tests can move time. */
  clock: () => number;
  secret: string;
  sessions: SessionCache;
  limiter: RateLimiter;
  metrics: Metrics;
  /** Null when registration needs no captcha. */
  verifyCaptcha: CaptchaVerifier | null;
  trustCloudflare: boolean;
  /** Whether this replica can take traffic, and where its rate limits are counted. */
  readiness(): Promise<Readiness>;
}

/**
 * Now, at the database's precision (timestamptz(0) rounds to whole seconds), so what a route
 * answers is what a later read returns.
 */
export function storedNow(context: Pick<AccountContext, "clock">): Date {
  return new Date(Math.round(context.clock() / 1000) * 1000);
}
