import {
  mergeByUpdatedAt,
  parseLegacyBookmarks,
  parseLegacyProgress,
  parsePredecessorBookmarks,
  parsePredecessorProgress,
  PREDECESSOR_KEYS,
  type ImportResult,
} from "@matinee/domain";
import { BOOKMARKS_KEY, BOOKMARKS_VERSION, useBookmarksStore } from "./bookmarks-store";
import { PROGRESS_KEY, PROGRESS_VERSION, useProgressStore } from "./progress-store";
import { backupKey } from "./stepwise-migrate";

/** Set once the predecessor's data has been imported, so removed items do not come back. */
export const IMPORT_DONE_KEY = "matinee::predecessor-imported";

export interface ImportSummary {
  bookmarks: number;
  progress: number;
  skipped: number;
}

function total<T>(...results: ImportResult<T>[]) {
  const items = results.reduce<Record<string, T>>((all, r) => ({ ...all, ...r.items }), {});
  return { items, skipped: results.reduce((sum, r) => sum + r.skipped, 0) };
}

/** Before our store takes in other data, its prior value is kept as `BACKUP-v{n}-{key}`. */
function backUp(storage: Storage, key: string, version: number) {
  const prior = storage.getItem(key);
  if (prior !== null) storage.setItem(backupKey(key, version), prior);
}

/**
 * Start-up step (SPEC §4): imports the bookmarks and progress the predecessor left in this
 * browser (`__MW::bookmarks`, `__MW::progress`, and the older `mw-bookmarks` / `video-progress`)
 * into Matinee's stores, once. The newer entry wins where both have a title. The predecessor's
 * keys are read, never changed. Unreadable data is skipped; a failure (storage full or blocked)
 * puts the stores back as they were and is retried at the next start.
 */
export function importPredecessorLibrary(given?: Storage, now = Date.now()): ImportSummary | null {
  const bookmarksBefore = useBookmarksStore.getState();
  const progressBefore = useProgressStore.getState();
  try {
    // Inside the try: where storage is blocked, merely reading `localStorage` throws.
    const storage = given ?? localStorage;
    if (storage.getItem(IMPORT_DONE_KEY) !== null) return null;
    const read = (key: string) => storage.getItem(key);
    const bookmarks = total(
      parseLegacyBookmarks(read(PREDECESSOR_KEYS.legacyBookmarks), now),
      parsePredecessorBookmarks(read(PREDECESSOR_KEYS.bookmarks)),
    );
    const progress = total(
      parseLegacyProgress(read(PREDECESSOR_KEYS.legacyProgress)),
      parsePredecessorProgress(read(PREDECESSOR_KEYS.progress)),
    );
    const found = Object.keys(bookmarks.items).length + Object.keys(progress.items).length;
    if (found > 0) {
      backUp(storage, BOOKMARKS_KEY, BOOKMARKS_VERSION);
      backUp(storage, PROGRESS_KEY, PROGRESS_VERSION);
      useBookmarksStore.setState((s) => ({
        bookmarks: mergeByUpdatedAt(s.bookmarks, bookmarks.items),
      }));
      useProgressStore.setState((s) => ({ items: mergeByUpdatedAt(s.items, progress.items) }));
    }
    storage.setItem(IMPORT_DONE_KEY, JSON.stringify({ at: now, found }));
    return {
      bookmarks: Object.keys(bookmarks.items).length,
      progress: Object.keys(progress.items).length,
      skipped: bookmarks.skipped + progress.skipped,
    };
  } catch (error) {
    console.error("Could not import the predecessor's bookmarks and progress", error);
    useBookmarksStore.setState(bookmarksBefore, true);
    useProgressStore.setState(progressBefore, true);
    return null;
  }
}
