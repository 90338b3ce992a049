import { readBookmark, readKeyedItems, readProgressItem } from "./stored-items";
import { isRecord, parseJson, type ImportResult } from "./stored-values";
import type { BookmarkItem, ProgressItem } from "./types";

/**
 * The predecessor's localStorage keys (PREDECESSOR.md §1.18). The `__MW::` ones are zustand
 * `persist` envelopes `{ state, version }` (version always 0: it never used zustand's versions);
 * `mw-bookmarks` and `video-progress` are older hand-versioned stores `{ "--version": n, … }`.
 */
export const PREDECESSOR_KEYS = {
  bookmarks: "__MW::bookmarks",
  progress: "__MW::progress",
  legacyBookmarks: "mw-bookmarks",
  legacyProgress: "video-progress",
} as const;

/** The state of a `__MW::` envelope, or undefined when the value is not one. */
function envelopeState(raw: string | null | undefined): Record<string, unknown> | undefined {
  const parsed = parseJson(raw);
  return isRecord(parsed) && isRecord(parsed.state) ? parsed.state : undefined;
}

/** `__MW::bookmarks`: `{ state: { bookmarks: { [tmdbId]: BookmarkItem }, updateQueue }, version }`. */
export function parsePredecessorBookmarks(
  raw: string | null | undefined,
): ImportResult<BookmarkItem> {
  return readKeyedItems(envelopeState(raw)?.bookmarks, readBookmark);
}

/** `__MW::progress`: `{ state: { items: { [tmdbId]: ProgressItem }, updateQueue }, version }`. */
export function parsePredecessorProgress(
  raw: string | null | undefined,
): ImportResult<ProgressItem> {
  return readKeyedItems(envelopeState(raw)?.items, readProgressItem);
}

/**
 * The `--version` of an old hand-versioned store (missing means 0, as the predecessor read it),
 * or undefined when the value is not such a store at all.
 */
export function legacyStoreVersion(value: unknown): number | undefined {
  if (!isRecord(value)) return undefined;
  const version = value["--version"];
  return typeof version === "number" && Number.isInteger(version) ? version : 0;
}

/** Keeps, per id, the entry updated last: newer data wins whichever side it came from. */
export function mergeByUpdatedAt<T extends { updatedAt: number }>(
  ours: Record<string, T>,
  theirs: Record<string, T>,
): Record<string, T> {
  const merged = { ...ours };
  for (const [id, item] of Object.entries(theirs)) {
    const current = merged[id];
    if (!current || item.updatedAt > current.updatedAt) merged[id] = item;
  }
  return merged;
}
