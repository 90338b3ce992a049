import type { Database, Db } from "../db/database";
import type { Metrics } from "../metrics/metrics";
import type { RateLimiter } from "../rate-limit/buckets";
import type { SessionCache } from "../auth/session-cache";

/** A captcha check: whether the token a client solved is genuine. */
export type CaptchaVerifier = (token: string, clientIp: string) => Promise<boolean>;

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
  /** The database (and Redis, when used) answer: this replica can take traffic. */
  isReady(): Promise<boolean>;
}

/**
 * Now, at the database's precision (timestamptz(0) rounds to whole seconds), so what a route
 * answers is what a later read returns.
 */
export function storedNow(context: Pick<AccountContext, "clock">): Date {
  return new Date(Math.round(context.clock() / 1000) * 1000);
}
