import type { OutboxEntry } from "./outbox";
import { progressKey } from "./progress-key";

/** The latest unacknowledged edit of one item: what the merge must not undo. */
export interface PendingEdit {
  /** The outbox entry holding it; the merge may cancel it when the server has newer data. */
  entryId: string;
  deleted: boolean;
  /** When the edit was made (ms, this device's clock). */
  at: number;
  /** Position in the outbox: the later of two edits of one item is the one that counts. */
  order: number;
  /** Imports carry many items at once and are never cancelled. */
  cancellable: boolean;
}

/**
 * Unsent edits by item. Deletions stay here — tombstones — until the server acknowledges
 * them; `progressTitles` holds deletions of a whole show or movie.
 */
export interface PendingEdits {
  bookmarks: Map<string, PendingEdit>;
  progress: Map<string, PendingEdit>;
  progressTitles: Map<string, PendingEdit>;
}

/**
 * Indexes outbox entries by the item they write. Pass the entries of several moments (say, when
 * a restore began and when it ended), oldest first: an entry counts once, by its id.
 */
export function pendingEdits(...snapshots: ReadonlyArray<readonly OutboxEntry[]>): PendingEdits {
  const pending: PendingEdits = {
    bookmarks: new Map(),
    progress: new Map(),
    progressTitles: new Map(),
  };
  const byId = new Map(snapshots.flat().map((entry) => [entry.id, entry]));
  const entries = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  entries.forEach(({ id: entryId, edit }, order) => {
    const mark = (deleted: boolean, at: number, cancellable = true): PendingEdit => ({
      entryId,
      deleted,
      at,
      order,
      cancellable,
    });
    switch (edit.kind) {
      case "bookmarkPut":
      case "bookmarkDelete":
        pending.bookmarks.set(edit.tmdbId, mark(edit.kind === "bookmarkDelete", edit.at));
        break;
      case "progressPut":
        pending.progress.set(progressKey(edit.progress), mark(false, edit.at));
        break;
      case "progressDelete":
        if (edit.episodeId === undefined && edit.seasonId === undefined) {
          pending.progressTitles.set(edit.tmdbId, mark(true, edit.at));
        } else {
          pending.progress.set(progressKey(edit), mark(true, edit.at));
        }
        break;
      case "bookmarksImport":
        for (const item of edit.items)
          pending.bookmarks.set(item.tmdbId, mark(false, edit.at, false));
        break;
      case "progressImport":
        for (const item of edit.items) {
          const at = item.updatedAt ? Date.parse(item.updatedAt) : edit.at;
          pending.progress.set(progressKey(item), mark(false, at, false));
        }
        break;
      case "settingsPut":
        break;
    }
  });
  return pending;
}

/** The edit that counts for one progress row: its own, or its title's deletion if later. */
export function pendingProgress(
  pending: PendingEdits,
  tmdbId: string,
  key: string,
): PendingEdit | undefined {
  const own = pending.progress.get(key);
  const title = pending.progressTitles.get(tmdbId);
  if (!own || !title) return own ?? title;
  return own.order > title.order ? own : title;
}
