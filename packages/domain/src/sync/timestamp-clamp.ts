/** 2021-07-13T00:00:00Z, the "movie-web epoch": no progress can be older than the service. */
export const SYNC_EPOCH_MS = 1_626_134_400_000;

/**
 * The time an imported progress item is stored with: the client's clock is not trusted, so the
 * value is kept between the sync epoch and now; a missing or unreadable value means now.
 */
export function clampImportedTimestamp(updatedAt: string | undefined, nowMs: number): number {
  const parsed = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
  if (!Number.isFinite(parsed)) return nowMs;
  return Math.max(SYNC_EPOCH_MS, Math.min(parsed, nowMs));
}
