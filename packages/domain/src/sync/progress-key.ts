/** What identifies a progress row: a movie has neither id, an episode has both. */
export interface ProgressKeyParts {
  tmdbId: string;
  seasonId?: string | null | undefined;
  episodeId?: string | null | undefined;
}

/** One string per progress row; an absent id and null are the same (as in the database). */
export function progressKey({ tmdbId, seasonId, episodeId }: ProgressKeyParts): string {
  return JSON.stringify([tmdbId, seasonId ?? null, episodeId ?? null]);
}

/**
 * One item per progress row: when a batch names the same movie or episode twice, the most
 * recently updated copy wins (the first one on a tie, or when neither has a time). The result
 * keeps the order in which each row first appeared.
 */
export function dedupeProgress<T extends ProgressKeyParts & { updatedAt?: string | undefined }>(
  items: readonly T[],
): T[] {
  const kept = new Map<string, T>();
  for (const item of items) {
    const key = progressKey(item);
    const current = kept.get(key);
    if (!current || timeOf(item) > timeOf(current)) kept.set(key, item);
  }
  return [...kept.values()];
}

function timeOf(item: { updatedAt?: string | undefined }): number {
  const time = item.updatedAt === undefined ? Number.NaN : Date.parse(item.updatedAt);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}
