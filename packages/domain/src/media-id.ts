import { isTmdbId, type TmdbId } from "./brands";
import { slugify } from "./slug";

/** The two kinds of title a media id names; TMDB calls a show "tv". */
export type MediaKind = "movie" | "tv";

export interface MediaRef {
  kind: MediaKind;
  tmdbId: TmdbId;
}

const MEDIA_ID = /^tmdb-(movie|tv)-([1-9]\d{0,9})(?:-([a-z0-9-]*))?$/;

/** Builds the URL id of a title: `tmdb-{movie|tv}-{id}-{slug}`. */
export function buildMediaId(kind: MediaKind, tmdbId: string | number, title: string): string {
  const slug = slugify(title);
  return slug ? `tmdb-${kind}-${tmdbId}-${slug}` : `tmdb-${kind}-${tmdbId}`;
}

/**
 * Reads a media id back. The slug is decoration: any slug (or none) resolves to the same title,
 * so links survive title changes. Returns null for anything that is not a Matinee media id.
 */
export function parseMediaId(mediaId: string): MediaRef | null {
  const match = MEDIA_ID.exec(mediaId.toLowerCase());
  if (!match) return null;
  const [, kind, id] = match;
  if ((kind !== "movie" && kind !== "tv") || id === undefined || !isTmdbId(id)) return null;
  return { kind, tmdbId: id };
}
