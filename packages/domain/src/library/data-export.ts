import { parseLegacyBookmarks, parseLegacyProgress } from "./legacy-import";
import {
  mergeByUpdatedAt,
  parsePredecessorBookmarks,
  parsePredecessorProgress,
  PREDECESSOR_KEYS,
} from "./predecessor-import";
import { readBookmark, readProgressItem } from "./stored-items";
import { isDigits, isRecord, type Loose } from "./stored-values";
import type { Bookmarks, ProgressItems } from "./types";

/**
 * The file a viewer downloads to keep or move everything this browser holds (issue 15; the
 * predecessor's users asked for it): bookmarks and progress in the stores' own shapes, and the
 * settings stores as they are persisted (`{ state, version }` under their storage key, so each
 * store's own migration reads an older one). The account (its token and seed) is never in it.
 */
export const EXPORT_FORMAT = "matinee-export";
/** Bump when the file's shape changes, and keep reading the older versions. */
export const EXPORT_VERSION = 1;

/** A settings store as persisted: a JSON object (usually `{ state, version }`). */
export type StoredSettings = Record<string, Loose>;

export interface DataExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO time of the export, for the viewer's eyes (nothing reads it back). */
  exportedAt: string;
  bookmarks: Bookmarks;
  progress: ProgressItems;
  settings: StoredSettings;
}

export function createDataExport(
  data: { bookmarks: Bookmarks; progress: ProgressItems; settings: StoredSettings },
  now: number,
): DataExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    bookmarks: data.bookmarks,
    progress: data.progress,
    settings: data.settings,
  };
}

/** What a file holds once read: always whole, never partly applied. */
export interface ImportedData {
  /** Our own export, or the predecessor's stored data (sudo-flix / movie-web). */
  source: "matinee" | "predecessor";
  /** When our export was made (ISO, as written); null when the file does not say. */
  exportedAt: string | null;
  bookmarks: Bookmarks;
  progress: ProgressItems;
  settings: StoredSettings;
  /** Entries of the predecessor's data that could not be read (ours rejects the file instead). */
  skipped: number;
}

/** What a value at `path` should have been, for the message that names it. */
export type ExpectedValue =
  "object" | "text" | "number" | "wholeNumber" | "year" | "mediaType" | "tmdbId" | "formatVersion";

/** Why a file cannot be imported; each kind has its own message. */
export type ImportProblem =
  | { kind: "notJson" }
  /** JSON, but neither our export nor the predecessor's data. */
  | { kind: "unknownFormat" }
  /** Our export, from a later version of the app than this one reads. */
  | { kind: "newerVersion"; version: number }
  /** Our export with a value that is not what the format says, at `path` (dots between keys). */
  | { kind: "invalid"; path: string; expected: ExpectedValue }
  /** The predecessor's data, with no bookmark or progress that could be read. */
  | { kind: "nothingToImport" };

export type ImportParse = { ok: true; data: ImportedData } | { ok: false; problem: ImportProblem };

/** A problem found while checking; thrown inside this module only. */
class Invalid extends Error {
  constructor(
    readonly path: string,
    readonly expected: ExpectedValue,
  ) {
    super(`${path}: expected ${expected}`);
  }
}

const join = (path: string, key: string) => `${path}.${key}`;

function need(ok: boolean, path: string, expected: ExpectedValue): void {
  if (!ok) throw new Invalid(path, expected);
}

function object(value: unknown, path: string): Loose {
  need(isRecord(value), path, "object");
  return value as Loose;
}

function text(record: Loose, key: string, path: string): void {
  need(typeof record[key] === "string", join(path, key), "text");
}

function amount(record: Loose, key: string, path: string): void {
  const value = record[key];
  need(
    typeof value === "number" && Number.isFinite(value) && value >= 0,
    join(path, key),
    "number",
  );
}

function wholeNumber(record: Loose, key: string, path: string): void {
  const value = record[key];
  need(Number.isInteger(value) && (value as number) >= 0, join(path, key), "wholeNumber");
}

/** Type, title, year, poster and time: what bookmarks and progress items share. */
function checkTitle(item: Loose, path: string): void {
  need(item.type === "movie" || item.type === "show", join(path, "type"), "mediaType");
  text(item, "title", path);
  if (item.year !== undefined) {
    need(Number.isInteger(item.year) && (item.year as number) > 0, join(path, "year"), "year");
  }
  if (item.poster !== undefined) text(item, "poster", path);
  amount(item, "updatedAt", path);
}

function checkAmount(value: unknown, path: string): void {
  const progress = object(value, path);
  amount(progress, "watched", path);
  amount(progress, "duration", path);
}

type Check = (entry: Loose, path: string) => void;

/** Each entry of a map, an object checked by `check`; `key` checks its key when given. */
function eachEntry(value: unknown, path: string, check: Check, key?: (key: string) => boolean) {
  for (const [name, entry] of Object.entries(object(value, path))) {
    const entryPath = join(path, name);
    if (key) need(key(name), entryPath, "tmdbId");
    check(object(entry, entryPath), entryPath);
  }
}

/** A map keyed by TMDB id (bookmarks, progress items). */
const eachTitle = (value: unknown, path: string, check: Check) =>
  eachEntry(value, path, check, isDigits);

/** Id, number and title: what seasons and episodes share. */
function checkNumbered(entry: Loose, path: string): void {
  text(entry, "id", path);
  wholeNumber(entry, "number", path);
  text(entry, "title", path);
}

function checkProgressItem(item: Loose, path: string): void {
  checkTitle(item, path);
  if (item.progress !== undefined) checkAmount(item.progress, join(path, "progress"));
  eachEntry(item.seasons, join(path, "seasons"), checkNumbered);
  eachEntry(item.episodes, join(path, "episodes"), (episode, episodePath) => {
    checkNumbered(episode, episodePath);
    text(episode, "seasonId", episodePath);
    amount(episode, "updatedAt", episodePath);
    checkAmount(episode.progress, join(episodePath, "progress"));
  });
}

/** Reads every checked entry with the stores' own readers (which then cannot fail). */
function readAll<T>(value: Loose, read: (entry: unknown) => T | undefined): Record<string, T> {
  const items: Record<string, T> = {};
  for (const [tmdbId, entry] of Object.entries(value)) {
    const item = read(entry);
    if (item !== undefined) items[tmdbId] = item;
  }
  return items;
}

function parseOwnExport(file: Loose): ImportParse {
  const version = file.version;
  if (typeof version === "number" && Number.isInteger(version) && version > EXPORT_VERSION) {
    return { ok: false, problem: { kind: "newerVersion", version } };
  }
  try {
    need(version === EXPORT_VERSION, "version", "formatVersion");
    eachTitle(file.bookmarks, "bookmarks", checkTitle);
    eachTitle(file.progress, "progress", checkProgressItem);
    const settings = object(file.settings, "settings");
    for (const [key, value] of Object.entries(settings)) object(value, join("settings", key));
    return {
      ok: true,
      data: {
        source: "matinee",
        exportedAt: typeof file.exportedAt === "string" ? file.exportedAt : null,
        bookmarks: readAll(file.bookmarks as Loose, readBookmark),
        progress: readAll(file.progress as Loose, readProgressItem),
        settings: settings as StoredSettings,
        skipped: 0,
      },
    };
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    return { ok: false, problem: { kind: "invalid", path: error.path, expected: error.expected } };
  }
}

const PREDECESSOR_FILE_KEYS: readonly string[] = Object.values(PREDECESSOR_KEYS);

/** A stored value of the predecessor, as a localStorage dump keeps it (text) or parsed. */
function rawValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The predecessor's stored data, as a dump of its localStorage (`JSON.stringify(localStorage)`,
 * the only way its users had to take their data along): the `__MW::` stores and the older ones.
 */
function parsePredecessorDump(file: Loose, now: number): ImportParse {
  const bookmarks = [
    parsePredecessorBookmarks(rawValue(file[PREDECESSOR_KEYS.bookmarks])),
    parseLegacyBookmarks(rawValue(file[PREDECESSOR_KEYS.legacyBookmarks]), now),
  ];
  const progress = [
    parsePredecessorProgress(rawValue(file[PREDECESSOR_KEYS.progress])),
    parseLegacyProgress(rawValue(file[PREDECESSOR_KEYS.legacyProgress])),
  ];
  const data: ImportedData = {
    source: "predecessor",
    exportedAt: null,
    bookmarks: bookmarks.reduce((all, part) => mergeByUpdatedAt(all, part.items), {} as Bookmarks),
    progress: progress.reduce((all, part) => mergeByUpdatedAt(all, part.items), {}),
    settings: {},
    skipped: [...bookmarks, ...progress].reduce((sum, part) => sum + part.skipped, 0),
  };
  if (Object.keys(data.bookmarks).length + Object.keys(data.progress).length === 0) {
    return { ok: false, problem: { kind: "nothingToImport" } };
  }
  return { ok: true, data };
}

/**
 * Reads an import file: our export (checked whole: one bad value rejects the file, named by its
 * path, so nothing is half imported) or the predecessor's stored data (read as the start-up
 * import reads it: unreadable entries are skipped and counted). `now` dates the predecessor's
 * oldest bookmarks, which carry no time.
 */
export function parseDataImport(content: string, now: number): ImportParse {
  let file: unknown;
  try {
    file = JSON.parse(content);
  } catch {
    return { ok: false, problem: { kind: "notJson" } };
  }
  if (!isRecord(file)) return { ok: false, problem: { kind: "unknownFormat" } };
  if (file.format === EXPORT_FORMAT) return parseOwnExport(file);
  if (PREDECESSOR_FILE_KEYS.some((key) => key in file)) return parsePredecessorDump(file, now);
  return { ok: false, problem: { kind: "unknownFormat" } };
}
