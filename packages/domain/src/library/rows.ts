import { showState, type ShowState } from "./continue-watching";
import type { BookmarkItem, Bookmarks, ProgressItem, ProgressItems } from "./types";

export interface BookmarkRowEntry {
  tmdbId: string;
  bookmark: BookmarkItem;
  /** Progress of the same title, when the viewer has watched some of it. */
  progress?: ProgressItem;
}

export interface WatchingRowEntry {
  tmdbId: string;
  item: ProgressItem;
  state: ShowState;
}

/** Newest first; equal times keep a stable order by id so rows never shuffle. */
function byNewest<T extends { tmdbId: string }>(time: (entry: T) => number) {
  return (a: T, b: T) => time(b) - time(a) || a.tmdbId.localeCompare(b.tmdbId);
}

/**
 * The Bookmarks row: every bookmark, ordered by the later of its own update and its title's
 * progress update, newest first (SPEC §4).
 */
export function bookmarkRow(bookmarks: Bookmarks, progress: ProgressItems): BookmarkRowEntry[] {
  const entries = Object.entries(bookmarks).map(([tmdbId, bookmark]) => {
    const watched = progress[tmdbId];
    return watched ? { tmdbId, bookmark, progress: watched } : { tmdbId, bookmark };
  });
  const time = (entry: BookmarkRowEntry) =>
    Math.max(entry.bookmark.updatedAt, entry.progress?.updatedAt ?? 0);
  return entries.sort(byNewest(time));
}

/**
 * The Continue watching row: progress items that have a show state, except bookmarked titles
 * (those are in the Bookmarks row already), newest first (SPEC §4).
 */
export function continueWatchingRow(
  progress: ProgressItems,
  bookmarks: Bookmarks,
): WatchingRowEntry[] {
  const entries: WatchingRowEntry[] = [];
  for (const [tmdbId, item] of Object.entries(progress)) {
    if (tmdbId in bookmarks) continue;
    const state = showState(item);
    if (state) entries.push({ tmdbId, item, state });
  }
  return entries.sort(byNewest((entry) => entry.item.updatedAt));
}
