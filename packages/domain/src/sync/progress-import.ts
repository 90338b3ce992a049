import type { ProgressInput } from "@matinee/contracts";
import { dedupeProgress, progressKey } from "./progress-key";
import { clampImportedTimestamp } from "./timestamp-clamp";

/** What the import needs to know of a row already stored. */
export interface StoredProgressRow {
  id: string;
  tmdbId: string;
  seasonId: string | null;
  episodeId: string | null;
  watched: number;
}

/** A submitted item that matched a stored row; `watched` is set only when it moves forward. */
export interface ProgressImportMatch {
  id: string;
  update?: { watched: number; updatedAtMs: number };
}

export interface ProgressImportPlan {
  matched: ProgressImportMatch[];
  /** New rows, with their seconds rounded and their time clamped. */
  inserts: Array<ProgressInput & { updatedAtMs: number }>;
}

/** Progress is whole seconds on the server; clients may send fractions. */
export function roundSeconds(value: number): number {
  return Math.round(value);
}

/**
 * How a bulk progress import merges into what a user already has (movie-web's rules, without
 * its duplicate rows): the batch is first reduced to one item per movie or episode; an item
 * for a stored row only ever moves `watched` forward (duration and meta stay); every other item
 * becomes a new row. Times are clamped, see {@link clampImportedTimestamp}.
 */
export function planProgressImport(
  stored: readonly StoredProgressRow[],
  submitted: readonly ProgressInput[],
  nowMs: number,
): ProgressImportPlan {
  const pending = new Map(dedupeProgress(submitted).map((item) => [progressKey(item), item]));
  const matched: ProgressImportMatch[] = [];
  for (const row of stored) {
    const key = progressKey(row);
    const item = pending.get(key);
    if (!item) continue;
    pending.delete(key);
    const watched = roundSeconds(item.watched);
    matched.push(
      row.watched < watched
        ? {
            id: row.id,
            update: { watched, updatedAtMs: clampImportedTimestamp(item.updatedAt, nowMs) },
          }
        : { id: row.id },
    );
  }
  const inserts = [...pending.values()].map((item) => ({
    ...item,
    duration: roundSeconds(item.duration),
    watched: roundSeconds(item.watched),
    updatedAtMs: clampImportedTimestamp(item.updatedAt, nowMs),
  }));
  return { matched, inserts };
}
