import type { ImportedData, StoredSettings } from "../library/data-export";
import type { Bookmarks, ProgressItem, ProgressItems } from "../library/types";
import { mergeBookmarks, mergeProgress } from "./library-merge";
import type { PendingEdits } from "./pending-edits";

/** How many entries of one kind an import adds, changes, or finds the same as here. */
export interface ImportCounts {
  new: number;
  updated: number;
  unchanged: number;
}

/** This browser's data, as an import merges into it. */
export interface LocalData {
  bookmarks: Bookmarks;
  progress: ProgressItems;
  settings: StoredSettings;
}

/**
 * What an import will do, computed before anything is stored so that it can be shown first:
 * the library after it, the settings stores to write, and the counts per kind.
 */
export interface ImportPlan {
  bookmarks: Bookmarks;
  progress: ProgressItems;
  /** Only the settings stores the file changes. */
  settings: StoredSettings;
  counts: { bookmarks: ImportCounts; progress: ImportCounts; settings: ImportCounts };
  /** Entries of the file that could not be read (the predecessor's data only). */
  skipped: number;
}

const NOTHING_PENDING: PendingEdits = {
  bookmarks: new Map(),
  progress: new Map(),
  progressTitles: new Map(),
};

/** JSON with its keys in order, so that two equal values compare equal as text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

const same = (a: unknown, b: unknown) => a === b || canonical(a) === canonical(b);

/** What a title's progress holds, whatever its seasons list: the movie's and each episode's. */
function watchedRows(item: ProgressItem) {
  return { progress: item.progress ?? null, episodes: item.episodes };
}

const emptyCounts = (): ImportCounts => ({ new: 0, updated: 0, unchanged: 0 });

/**
 * Merges imported data into this browser's with the sync's own rules (library-merge): per
 * bookmark, per movie and per episode the newer `updatedAt` wins; nothing here is removed (an
 * import only adds and updates). Settings stores have no time: the file's copy replaces this
 * browser's. A title whose merge changes nothing keeps its very object, so the stores (and the
 * account's sync) see no edit for it.
 */
export function planImport(local: LocalData, incoming: ImportedData): ImportPlan {
  const merge = { pending: NOTHING_PENDING, since: Number.NEGATIVE_INFINITY };
  const bookmarks = mergeBookmarks({
    local: local.bookmarks,
    remote: incoming.bookmarks,
    ...merge,
  });
  const progress = mergeProgress({ local: local.progress, remote: incoming.progress, ...merge });
  const plan: ImportPlan = {
    bookmarks: { ...local.bookmarks },
    progress: { ...local.progress },
    settings: {},
    counts: { bookmarks: emptyCounts(), progress: emptyCounts(), settings: emptyCounts() },
    skipped: incoming.skipped,
  };

  for (const tmdbId of Object.keys(incoming.bookmarks)) {
    const mine = local.bookmarks[tmdbId];
    const merged = bookmarks.merged[tmdbId];
    if (!merged) continue;
    if (!mine) plan.counts.bookmarks.new += 1;
    else if (same(mine, merged)) plan.counts.bookmarks.unchanged += 1;
    else plan.counts.bookmarks.updated += 1;
    if (!mine || !same(mine, merged)) plan.bookmarks[tmdbId] = merged;
  }

  for (const tmdbId of Object.keys(incoming.progress)) {
    const mine = local.progress[tmdbId];
    const merged = progress.merged[tmdbId];
    if (!merged) continue;
    if (!mine) plan.counts.progress.new += 1;
    else if (same(watchedRows(mine), watchedRows(merged))) plan.counts.progress.unchanged += 1;
    else plan.counts.progress.updated += 1;
    if (!mine || !same(watchedRows(mine), watchedRows(merged))) {
      // Seasons the viewer's copy knew stay known (the merge keeps only those with episodes).
      plan.progress[tmdbId] = mine
        ? { ...merged, seasons: { ...mine.seasons, ...merged.seasons } }
        : merged;
    }
  }

  for (const [key, stored] of Object.entries(incoming.settings)) {
    const mine = local.settings[key];
    if (!mine) plan.counts.settings.new += 1;
    else if (same(mine, stored)) plan.counts.settings.unchanged += 1;
    else plan.counts.settings.updated += 1;
    if (!mine || !same(mine, stored)) plan.settings[key] = stored;
  }
  return plan;
}

/** True when applying the plan would change nothing. */
export function isEmptyPlan(plan: ImportPlan): boolean {
  const { bookmarks, progress, settings } = plan.counts;
  return [bookmarks, progress, settings].every((counts) => counts.new + counts.updated === 0);
}
