import * as z from "zod/mini";

/**
 * The account API's sync half (PROTOCOLS.md §1.4-§1.5): bookmarks, progress and settings, with
 * the movie-web backend's field names. `year` must be a JSON number: the reference front end
 * sends `year ?? NaN`, which JSON turns into null, and that is a 400 there too.
 */

export const bookmarkMetaSchema = z.object({
  title: z.string(),
  year: z.number(),
  poster: z.optional(z.string()),
  /** Any string here ("movie" / "show" in practice). */
  type: z.string(),
});
export type BookmarkMeta = z.infer<typeof bookmarkMetaSchema>;

/** `tmdbId` is required, but on `POST /bookmarks/:tmdbid` the path value is what is stored. */
export const bookmarkInputSchema = z.object({ tmdbId: z.string(), meta: bookmarkMetaSchema });
export type BookmarkInput = z.infer<typeof bookmarkInputSchema>;

export const bookmarkImportSchema = z.array(bookmarkInputSchema);

export const progressMetaSchema = z.object({
  title: z.string(),
  year: z.number(),
  poster: z.optional(z.string()),
  type: z.enum(["show", "movie"]),
});
export type ProgressMeta = z.infer<typeof progressMetaSchema>;

/** A position or length in seconds: never negative, and small enough to store exactly. */
const seconds = z.number().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const progressInputSchema = z.object({
  tmdbId: z.string(),
  meta: progressMetaSchema,
  /** Seconds; floats are accepted and rounded. */
  duration: seconds,
  watched: seconds,
  /** TMDB ids of the season and episode; absent for a movie. */
  seasonId: z.optional(z.string()),
  episodeId: z.optional(z.string()),
  seasonNumber: z.optional(z.int32()),
  episodeNumber: z.optional(z.int32()),
  /** Honoured by the import (clamped), ignored by the single upsert. */
  updatedAt: z.optional(z.iso.datetime({ offset: true })),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const progressImportSchema = z.array(progressInputSchema);

/** Which rows of a title to delete; `{}` (or no body) deletes the movie or the whole show. */
export const progressDeleteInputSchema = z.nullish(
  z.object({ seasonId: z.optional(z.string()), episodeId: z.optional(z.string()) }),
);

export const settingsInputSchema = z.object({
  applicationLanguage: z.optional(z.nullable(z.string())),
  applicationTheme: z.optional(z.nullable(z.string())),
  defaultSubtitleLanguage: z.optional(z.nullable(z.string())),
  proxyUrls: z.optional(z.nullable(z.array(z.string()))),
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
