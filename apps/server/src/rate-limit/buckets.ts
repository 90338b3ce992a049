/**
 * The movie-web backend's rate-limit buckets (PROTOCOLS.md §1.2), and ours for the subtitle
 * API: exactly `max` hits per rolling window succeed for one client address; rejected hits
 * still count.
 */
export const RATE_LIMIT_BUCKETS = {
  login_challenge_tokens: { max: 20, windowMs: 10 * 60_000 },
  login_complete: { max: 20, windowMs: 10 * 60_000 },
  register_challenge_tokens: { max: 10, windowMs: 10 * 60_000 },
  register_complete: { max: 10, windowMs: 10 * 60_000 },
  progress_import: { max: 5, windowMs: 10 * 60_000 },
  provider_metrics: { max: 300, windowMs: 30 * 60_000 },
  captcha_solves: { max: 300, windowMs: 30 * 60_000 },
  /** `GET /subtitles` (one a title or episode opened; each may ask OpenSubtitles). */
  subtitle_lists: { max: 120, windowMs: 10 * 60_000 },
  /** `GET /subtitles/:id` (one a language picked; each may spend the OpenSubtitles quota). */
  subtitle_files: { max: 120, windowMs: 10 * 60_000 },
  /**
   * `GET /echo` (onboarding's proxy test: one a viewer's try). Counted per asking address, which
   * is a proxy's, possibly shared by many viewers (a Worker's): generous, yet no free reflector.
   */
  echo: { max: 120, windowMs: 10 * 60_000 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMIT_BUCKETS;

/** Where the hit logs live: this process's memory, or Redis shared by every replica. */
export interface RateLimitStore {
  /**
   * Records `weight` hits at `nowMs` in the log under `key` and tells how many hits were
   * already in the window before them.
   */
  hit(key: string, windowMs: number, max: number, weight: number, nowMs: number): Promise<number>;
  close(): Promise<void>;
}

export interface RateLimiter {
  /** False when the client has used up the bucket (the caller answers 429). */
  allow(bucket: RateLimitBucket, clientIp: string, weight?: number): Promise<boolean>;
}

/**
 * A limiter that checks every bucket; `enabled: false` lets everything through. A Redis outage
 * never reaches here (rate-limit-backend.ts falls back to memory); should the store fail all
 * the same, the request is let through and the failure reported: limits protect the service,
 * they must not take it down.
 */
export function createRateLimiter(options: {
  store: RateLimitStore;
  enabled: boolean;
  now: () => number;
  onStoreError: (error: unknown) => void;
}): RateLimiter {
  return {
    async allow(bucket, clientIp, weight = 1) {
      if (!options.enabled) return true;
      const { max, windowMs } = RATE_LIMIT_BUCKETS[bucket];
      const key = `RATELIMIT_${bucket}:${clientIp}`;
      try {
        return (await options.store.hit(key, windowMs, max, weight, options.now())) < max;
      } catch (error) {
        options.onStoreError(error);
        return true;
      }
    },
  };
}
