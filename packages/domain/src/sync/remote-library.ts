import { readAmount } from "../library/stored-items";
import { isDigits, isRecord, readNumber, readString, readYear } from "../library/stored-values";
import type { Bookmarks, LibraryMediaType, ProgressItem, ProgressItems } from "../library/types";

/**
 * The account server's lists (`GET /users/{uid}/bookmarks`, `/progress`) in the local library's
 * shapes, as movie-web's restore builds them (PROTOCOLS §2.5). Any backend may answer, so every
 * row is checked and a bad one is skipped, never the whole list.
 */

function readType(value: unknown): LibraryMediaType | undefined {
  if (value === "movie") return "movie";
  // p-stream's backend also says "tv".
  return value === "show" || value === "tv" ? "show" : undefined;
}

function readTime(value: unknown): number | undefined {
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

/** Title fields of a row's `meta`, or undefined when the row cannot be used. */
function readRow(row: unknown) {
  if (!isRecord(row) || !isRecord(row.meta)) return undefined;
  const tmdbId = readString(row.tmdbId);
  const type = readType(row.meta.type);
  const title = readString(row.meta.title);
  const updatedAt = readTime(row.updatedAt);
  if (!tmdbId || !isDigits(tmdbId) || !type || title === undefined || updatedAt === undefined) {
    return undefined;
  }
  const year = readYear(row.meta.year);
  const poster = readString(row.meta.poster) || undefined;
  const fields = { type, title, ...(year ? { year } : {}), ...(poster ? { poster } : {}) };
  return { tmdbId, fields, updatedAt };
}

export function bookmarksFromRemote(rows: unknown): Bookmarks {
  const bookmarks: Bookmarks = {};
  for (const row of Array.isArray(rows) ? rows : []) {
    const read = readRow(row);
    if (read) bookmarks[read.tmdbId] = { ...read.fields, updatedAt: read.updatedAt };
  }
  return bookmarks;
}

/** A row's season or episode `{ id, number }`; ids are tested by truthiness, as movie-web does. */
function readPart(value: unknown): { id?: string; number: number } {
  if (!isRecord(value)) return { number: 0 };
  const id = readString(value.id) || undefined;
  return { ...(id ? { id } : {}), number: readNumber(value.number) ?? 0 };
}

/** Movie rows become `progress`, episode rows `seasons` and `episodes` (titles are not sent). */
export function progressFromRemote(rows: unknown): ProgressItems {
  const items: ProgressItems = {};
  for (const row of Array.isArray(rows) ? rows : []) {
    const read = readRow(row);
    const amount = isRecord(row) ? readAmount(row) : undefined;
    if (!read || !amount || !isRecord(row)) continue;
    const previous = items[read.tmdbId];
    const newer = !previous || read.updatedAt >= previous.updatedAt;
    const item: ProgressItem = {
      ...(newer ? read.fields : previous),
      updatedAt: Math.max(read.updatedAt, previous?.updatedAt ?? 0),
      seasons: { ...previous?.seasons },
      episodes: { ...previous?.episodes },
      ...(previous?.progress ? { progress: previous.progress } : {}),
    };
    const season = readPart(row.season);
    const episode = readPart(row.episode);
    if (season.id && episode.id) {
      item.seasons[season.id] = { id: season.id, number: season.number, title: "" };
      item.episodes[episode.id] = {
        id: episode.id,
        number: episode.number,
        title: "",
        seasonId: season.id,
        updatedAt: read.updatedAt,
        progress: amount,
      };
    } else if (read.fields.type === "movie") {
      item.progress = amount;
    }
    items[read.tmdbId] = item;
  }
  return items;
}
