import {
  isDigits,
  isRecord,
  readNumber,
  readString,
  readYear,
  yearAndPoster,
  type ImportResult,
  type Loose,
} from "./stored-values";
import type {
  BookmarkItem,
  LibraryMediaType,
  ProgressAmount,
  ProgressEpisode,
  ProgressItem,
  ProgressSeason,
} from "./types";

function readType(value: unknown): LibraryMediaType | undefined {
  return value === "movie" || value === "show" ? value : undefined;
}

/** Title fields shared by bookmarks and progress items; undefined when type or title is bad. */
function readTitle(value: Loose) {
  const type = readType(value.type);
  const title = readString(value.title);
  if (!type || title === undefined) return undefined;
  const year = readYear(value.year);
  const poster = readString(value.poster) || undefined;
  return { type, title, ...yearAndPoster({ year, poster }) };
}

export function readBookmark(value: unknown): BookmarkItem | undefined {
  if (!isRecord(value)) return undefined;
  const title = readTitle(value);
  const updatedAt = readNumber(value.updatedAt);
  return title && updatedAt !== undefined ? { ...title, updatedAt } : undefined;
}

export function readAmount(value: unknown): ProgressAmount | undefined {
  if (!isRecord(value)) return undefined;
  // The account API sends these as strings (PROTOCOLS §7 quirk 9); both forms are accepted.
  const watched = Number(value.watched);
  const duration = Number(value.duration);
  if (!Number.isFinite(watched) || !Number.isFinite(duration)) return undefined;
  return { watched: Math.max(0, watched), duration: Math.max(0, duration) };
}

function readSeason(value: unknown): ProgressSeason | undefined {
  if (!isRecord(value)) return undefined;
  const id = readString(value.id);
  const number = readNumber(value.number);
  if (!id || number === undefined) return undefined;
  return { id, number, title: readString(value.title) ?? "" };
}

function readEpisode(value: unknown): ProgressEpisode | undefined {
  if (!isRecord(value)) return undefined;
  const id = readString(value.id);
  const seasonId = readString(value.seasonId);
  const number = readNumber(value.number);
  const updatedAt = readNumber(value.updatedAt);
  const progress = readAmount(value.progress);
  if (!id || !seasonId || number === undefined || updatedAt === undefined || !progress) {
    return undefined;
  }
  return { id, number, title: readString(value.title) ?? "", seasonId, updatedAt, progress };
}

/** Reads a map of entries keyed by id, keeping the good ones under their own key. */
function readMap<T>(value: unknown, read: (entry: unknown) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  if (!isRecord(value)) return out;
  for (const [key, entry] of Object.entries(value)) {
    const item = read(entry);
    if (item !== undefined) out[key] = item;
  }
  return out;
}

export function readProgressItem(value: unknown): ProgressItem | undefined {
  if (!isRecord(value)) return undefined;
  const title = readTitle(value);
  const updatedAt = readNumber(value.updatedAt);
  if (!title || updatedAt === undefined) return undefined;
  const progress = readAmount(value.progress);
  const item: ProgressItem = {
    ...title,
    updatedAt,
    seasons: readMap(value.seasons, readSeason),
    episodes: readMap(value.episodes, readEpisode),
  };
  return progress ? { ...item, progress } : item;
}

/** Reads a store map keyed by TMDB id; entries with a bad key or shape are counted, not kept. */
export function readKeyedItems<T>(
  value: unknown,
  read: (entry: unknown) => T | undefined,
): ImportResult<T> {
  const items: Record<string, T> = {};
  let skipped = 0;
  if (!isRecord(value)) return { items, skipped };
  for (const [tmdbId, entry] of Object.entries(value)) {
    const item = isDigits(tmdbId) ? read(entry) : undefined;
    if (item === undefined) skipped += 1;
    else items[tmdbId] = item;
  }
  return { items, skipped };
}

/** A stored bookmarks map with every unreadable entry dropped. */
export function readBookmarks(value: unknown): Record<string, BookmarkItem> {
  return readKeyedItems(value, readBookmark).items;
}

/** A stored progress map with every unreadable entry dropped. */
export function readProgressItems(value: unknown): Record<string, ProgressItem> {
  return readKeyedItems(value, readProgressItem).items;
}
