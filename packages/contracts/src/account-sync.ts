import * as z from "zod/mini";
import { text, TEXT_LIMITS as MAX } from "./text";

/**
 * The account API's sync half (PROTOCOLS.md §1.4-§1.5): bookmarks, progress and settings, with
 * the movie-web backend's field names. Unlike the reference, `year` may be null: its front ends
 * send `year ?? NaN` (JSON null) for a title without a year, and such an item is stored, not
 * refused (sudo-flix users can move all their data). Every string and list is bounded.
 */

/**
 * How much one account may keep and send at once (documented in apps/server/README.md). A
 * request over a per-request limit is a 400 naming it; a write that would pass a per-account
 * quota a 413 naming it.
 */
export const SYNC_LIMITS = {
  /** Items in one `PUT /users/:uid/bookmarks`. */
  bookmarksPerRequest: 5_000,
  /** Bookmarks one account keeps. */
  bookmarksPerUser: 5_000,
  /** Items in one `PUT /users/:uid/progress/import`. */
  progressPerRequest: 5_000,
  /** Progress rows (one per movie or episode) one account keeps. */
  progressPerUser: 20_000,
  /** Entries of the `proxyUrls` setting. */
  proxyUrls: 50,
} as const;

/** A title's TMDB id (body field or `:tmdbid`), and a season's or episode's. */
export const tmdbIdSchema = text(MAX.id, 1);

/** Path parameters of `/users/:uid/bookmarks/:tmdbid` and `/users/:uid/progress/:tmdbid`. */
export const titleParamsSchema = z.object({ uid: z.string(), tmdbid: tmdbIdSchema });

/** A release year, or null when the client does not know it (sudo-flix sends null). */
const yearSchema = z.nullable(z.number().check(z.gte(0), z.lte(9999)));

export const bookmarkMetaSchema = z.object({
  title: text(MAX.title),
  year: yearSchema,
  poster: z.optional(text(MAX.poster)),
  /** Any string here ("movie" / "show" in practice). */
  type: text(MAX.kind),
});
export type BookmarkMeta = z.infer<typeof bookmarkMetaSchema>;

/** `tmdbId` is required, but on `POST /bookmarks/:tmdbid` the path value is what is stored. */
export const bookmarkInputSchema = z.object({ tmdbId: tmdbIdSchema, meta: bookmarkMetaSchema });
export type BookmarkInput = z.infer<typeof bookmarkInputSchema>;

/** A bulk write's list: at most `limit` items, each `item`. */
const bulkList = <Item extends z.core.$ZodType>(item: Item, limit: number, what: string) =>
  z.array(item).check(z.maxLength(limit, `at most ${limit} ${what} per request`));

export const bookmarkImportSchema = bulkList(
  bookmarkInputSchema,
  SYNC_LIMITS.bookmarksPerRequest,
  "bookmarks",
);
/**
 * The same list with its items left unchecked: the server checks the count first, then the
 * items a slice at a time (thousands of items would hold its event loop in one go).
 */
export const bookmarkImportListSchema = bulkList(
  z.unknown(),
  SYNC_LIMITS.bookmarksPerRequest,
  "bookmarks",
);

export const progressMetaSchema = z.object({
  title: text(MAX.title),
  year: yearSchema,
  poster: z.optional(text(MAX.poster)),
  type: z.enum(["show", "movie"]),
});
export type ProgressMeta = z.infer<typeof progressMetaSchema>;

/** A position or length in seconds: never negative, and small enough to store exactly. */
const seconds = z.number().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const progressInputSchema = z.object({
  tmdbId: tmdbIdSchema,
  meta: progressMetaSchema,
  /** Seconds; floats are accepted and rounded. */
  duration: seconds,
  watched: seconds,
  /** TMDB ids of the season and episode; absent for a movie. */
  seasonId: z.optional(text(MAX.id)),
  episodeId: z.optional(text(MAX.id)),
  seasonNumber: z.optional(z.int32()),
  episodeNumber: z.optional(z.int32()),
  /** Honoured by the import (clamped), ignored by the single upsert. */
  updatedAt: z.optional(z.iso.datetime({ offset: true })),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const progressImportSchema = bulkList(
  progressInputSchema,
  SYNC_LIMITS.progressPerRequest,
  "items",
);
/** The import's list with its items unchecked (see {@link bookmarkImportListSchema}). */
export const progressImportListSchema = bulkList(
  z.unknown(),
  SYNC_LIMITS.progressPerRequest,
  "items",
);

/**
 * Which rows of a title to delete. `{}`, no body, or an empty body deletes every row of the
 * title: the movie's, or every episode of the show (the reference's rule).
 */
export const progressDeleteInputSchema = z.nullish(
  z.object({ seasonId: z.optional(text(MAX.id)), episodeId: z.optional(text(MAX.id)) }),
);

const setting = z.optional(z.nullable(text(MAX.setting)));

export const settingsInputSchema = z.object({
  applicationLanguage: setting,
  applicationTheme: setting,
  defaultSubtitleLanguage: setting,
  proxyUrls: z.optional(
    z.nullable(
      z
        .array(text(MAX.proxyUrl))
        .check(z.maxLength(SYNC_LIMITS.proxyUrls, `at most ${SYNC_LIMITS.proxyUrls} proxy URLs`)),
    ),
  ),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

export interface BookmarkDto {
  tmdbId: string;
  meta: BookmarkMeta;
  updatedAt: string;
}

/**
 * `duration` and `watched` are numeric strings when read back from the database (GET), numbers
 * when just written: clients must accept both (movie-web's backend does the same).
 */
export interface ProgressItemDto {
  id: string;
  tmdbId: string;
  season: { id: string | null; number: number | null };
  episode: { id: string | null; number: number | null };
  meta: ProgressMeta;
  duration: number | string;
  watched: number | string;
  updatedAt: string;
}

/** `{ id }` alone when the user never saved settings; otherwise all four keys, null when unset. */
export interface UserSettingsDto {
  id: string;
  applicationTheme?: string | null;
  applicationLanguage?: string | null;
  defaultSubtitleLanguage?: string | null;
  proxyUrls?: string[] | null;
}
