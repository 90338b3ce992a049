/** The first retry waits about one sync tick; each failure doubles it, up to a minute. */
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 60_000;

/**
 * How long to wait before attempt `failures + 1`: exponential backoff with jitter, between half
 * and all of `min(RETRY_MAX_MS, RETRY_BASE_MS * 2^(failures - 1))`, so tabs and browsers that
 * lost the same server do not all come back in the same second. `random` is in [0, 1).
 */
export function retryDelayMs(failures: number, random: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** exponent);
  const share = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (share * ceiling) / 2);
}
