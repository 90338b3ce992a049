import { legacyStoreVersion } from "./predecessor-import";
import {
  isDigits,
  isRecord,
  parseJson,
  readNumber,
  readString,
  readYear,
  yearAndPoster,
  type ImportResult,
  type Loose,
} from "./stored-values";
import type { BookmarkItem, LibraryMediaType, ProgressItem } from "./types";

// The predecessor's older stores, `mw-bookmarks` and `video-progress`. Only the versions whose ids
// are already TMDB ids can be read offline: `mw-bookmarks` v2 and `video-progress` v3. Earlier
// versions hold provider or JustWatch ids that the predecessor converted with network look-ups
// (title searches, a JustWatch API that no longer answers); their entries are counted as skipped.
// The final versions (`mw-bookmarks` v3, `video-progress` v4) are empty husks left after the data
// moved into `__MW::bookmarks` / `__MW::progress`.

/** The old media meta `{ id, title, year: "1922", poster?, type: "movie" | "series" | "anime" }`. */
function readMeta(value: unknown) {
  if (!isRecord(value)) return undefined;
  const id = readString(value.id);
  const title = readString(value.title);
  const type: LibraryMediaType | undefined =
    value.type === "movie" ? "movie" : value.type === "series" ? "show" : undefined;
  if (!id || !isDigits(id) || title === undefined || !type) return undefined;
  const year = readYear(value.year);
  const poster = readString(value.poster) || undefined;
  return {
    id,
    type,
    title,
    ...yearAndPoster({ year, poster }),
  };
}

function listOf(store: unknown, field: string): unknown[] {
  return isRecord(store) && Array.isArray(store[field]) ? (store[field] as unknown[]) : [];
}

/** `mw-bookmarks` `{ "--version": 2, bookmarks: Meta[] }`; `now` stamps the imported bookmarks. */
export function parseLegacyBookmarks(
  raw: string | null | undefined,
  now: number,
): ImportResult<BookmarkItem> {
  const store = parseJson(raw);
  const entries = listOf(store, "bookmarks");
  if (legacyStoreVersion(store) !== 2) return { items: {}, skipped: entries.length };
  const items: Record<string, BookmarkItem> = {};
  let skipped = 0;
  for (const entry of entries) {
    const meta = readMeta(entry);
    if (!meta) skipped += 1;
    else
      items[meta.id] = {
        type: meta.type,
        title: meta.title,
        ...yearAndPoster(meta),
        updatedAt: now,
      };
  }
  return { items, skipped };
}

/** Seconds of a title from the old (position, percentage) pair: duration = position / share. */
function amountOf(entry: Loose) {
  const watched = readNumber(entry.progress);
  const percentage = readNumber(entry.percentage);
  if (watched === undefined || percentage === undefined || watched < 0) return undefined;
  const duration = percentage > 0 ? (watched * 100) / percentage : 0;
  return { watched, duration };
}

/** Adds one old watched entry to the items; false when the entry cannot be read. */
function addWatched(items: Record<string, ProgressItem>, entry: unknown): boolean {
  if (!isRecord(entry) || !isRecord(entry.item)) return false;
  const meta = readMeta(entry.item.meta);
  const progress = amountOf(entry);
  const watchedAt = readNumber(entry.watchedAt);
  if (!meta || !progress || watchedAt === undefined) return false;

  const base: ProgressItem = items[meta.id] ?? {
    type: meta.type,
    title: meta.title,
    ...yearAndPoster(meta),
    updatedAt: watchedAt,
    seasons: {},
    episodes: {},
  };
  const updatedAt = Math.max(base.updatedAt, watchedAt);
  if (meta.type === "movie") {
    items[meta.id] = { ...base, updatedAt, progress };
    return true;
  }
  const series = isRecord(entry.item.series) ? entry.item.series : {};
  const episodeId = readString(series.episodeId);
  const seasonId = readString(series.seasonId);
  const episode = readNumber(series.episode);
  const season = readNumber(series.season);
  if (!episodeId || !seasonId || episode === undefined || season === undefined) return false;
  // The old store had no episode or season titles worth keeping; cards show numbers.
  items[meta.id] = {
    ...base,
    updatedAt,
    seasons: { ...base.seasons, [seasonId]: { id: seasonId, number: season, title: "" } },
    episodes: {
      ...base.episodes,
      [episodeId]: {
        id: episodeId,
        number: episode,
        title: "",
        seasonId,
        updatedAt: watchedAt,
        progress,
      },
    },
  };
  return true;
}

/**
 * `video-progress` `{ "--version": 3, items: [{ item: { meta, series? }, progress, percentage,
 * watchedAt }] }`, where `progress` is the position in seconds and `percentage` the share watched.
 */
export function parseLegacyProgress(raw: string | null | undefined): ImportResult<ProgressItem> {
  const store = parseJson(raw);
  const entries = listOf(store, "items");
  if (legacyStoreVersion(store) !== 3) return { items: {}, skipped: entries.length };
  const items: Record<string, ProgressItem> = {};
  let skipped = 0;
  for (const entry of entries) {
    if (!addWatched(items, entry)) skipped += 1;
  }
  return { items, skipped };
}
