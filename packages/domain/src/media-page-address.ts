import { isTmdbId, type TmdbId } from "./brands";
import { slugify } from "./slug";

/*
 * The media page's address (SPEC §2), read and written here and nowhere else:
 *
 *   /media/tmdb-{movie|tv}-{tmdbId}-{slug}                        a movie, or a show
 *   /media/tmdb-{movie|tv}-{tmdbId}-{slug}/{seasonId}/{episodeId}  an episode of a show
 *
 * The season and episode are TMDB *ids* (as the predecessor wrote them, so old links keep
 * working), not numbers. The predecessor's older addresses (`/media/tmdb-show-…`,
 * `/media/JW-…`) are read here too, for the redirect that replaces them.
 */

/** The two kinds of title a media id names; TMDB calls a show "tv". */
export type MediaKind = "movie" | "tv";

export interface MediaRef {
  kind: MediaKind;
  tmdbId: TmdbId;
}

/** The two ids in a show's episode address, as they appear there. */
export interface EpisodeIds {
  seasonId: string;
  episodeId: string;
}

/** What a media page's address names. */
export interface MediaPageAddress {
  /** The title's segment as written (`tmdb-movie-10378-big-buck-bunny`): links keep its slug. */
  mediaId: string;
  ref: MediaRef;
  /** A show's episode, or null (a movie, or a show whose page picks the episode). */
  episodeIds: EpisodeIds | null;
}

/**
 * A media address of the predecessor's older formats:
 * - `/media/tmdb-show-{tmdbId}-{slug}[/{seasonId}/{episodeId}]` (shows were "show", not "tv");
 * - `/media/JW-{movie|show}-{listingId}[-{slug}]`, ids of the streaming-listing service.
 */
export type LegacyMedia =
  | { source: "tmdb"; kind: MediaKind; tmdbId: string; episodeIds: EpisodeIds | null }
  | { source: "listing"; kind: MediaKind; listingId: string };

/** Every media address, current or legacy, starts with this. */
export const MEDIA_ADDRESS_PREFIX = "/media/";

/** The media page's route, legacy addresses included (the first-visit preloads test the same). */
const MEDIA_PAGE_PATH = /^\/media\/[^/]/;
const MEDIA_ID = /^tmdb-(movie|tv)-([1-9]\d{0,9})(?:-([a-z0-9-]*))?$/;
const URL_ID = /^\d{1,10}$/;
const LEGACY_TMDB_SHOW =
  /^\/media\/tmdb-show-(\d{1,10})(?:-[^/]*)?(?:\/(\d{1,10})\/(\d{1,10}))?\/?$/i;
const LEGACY_LISTING = /^\/media\/JW-?(movie|show|series|tv)-(\d{1,12})(?:-[^/]*)?(?:\/.*)?$/i;

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

/**
 * The address of a title's media page (`mediaId` as `buildMediaId` writes it), or of one of its
 * episodes by their TMDB ids.
 */
export function mediaPageAddress(
  mediaId: string,
  episode?: { seasonId: string | number; episodeId: string | number } | null,
): string {
  const title = `${MEDIA_ADDRESS_PREFIX}${mediaId}`;
  return episode ? `${title}/${episode.seasonId}/${episode.episodeId}` : title;
}

/** The media page address of a title, from what names it. */
export function titleAddress(kind: MediaKind, tmdbId: string | number, title: string): string {
  return mediaPageAddress(buildMediaId(kind, tmdbId, title));
}

/** Reads the `{seasonId}/{episodeId}` segments; null when either is missing or not an id. */
export function parseEpisodeIds(
  seasonId: string | undefined,
  episodeId: string | undefined,
): EpisodeIds | null {
  if (seasonId === undefined || episodeId === undefined) return null;
  if (!URL_ID.test(seasonId) || !URL_ID.test(episodeId)) return null;
  return { seasonId, episodeId };
}

/**
 * The page a media address's segments name (as the router gives them: `media`, and `season`
 * and `episode` when present), or null when they name none: a malformed id, a season without
 * an episode, or episode ids on a movie.
 */
export function readMediaPageSegments(
  media: string,
  season?: string,
  episode?: string,
): MediaPageAddress | null {
  const ref = parseMediaId(media);
  const episodeIds = parseEpisodeIds(season, episode);
  const hasEpisodeSegments = season !== undefined || episode !== undefined;
  if (!ref || (hasEpisodeSegments && (!episodeIds || ref.kind === "movie"))) return null;
  return { mediaId: media, ref, episodeIds };
}

/** The page a path names (`/media/{media}[/{seasonId}/{episodeId}]`), or null. */
export function parseMediaPageAddress(pathname: string): MediaPageAddress | null {
  const [, first, media, season, episode, ...rest] = pathname.split("/").map(decodeSegment);
  if (first !== "media" || media === undefined || rest.length > 0) return null;
  return readMediaPageSegments(media, season, episode);
}

/** True for any address the predecessor's legacy view would have taken over. */
export function isLegacyMediaAddress(pathname: string): boolean {
  return (
    pathname.startsWith(`${MEDIA_ADDRESS_PREFIX}JW`) ||
    pathname.startsWith(`${MEDIA_ADDRESS_PREFIX}tmdb-show`)
  );
}

/**
 * True for an address the media page shows (a title, or one it reports as not found), as
 * opposed to a legacy one, which is resolved and redirected, or any other page.
 */
export function isMediaPagePath(pathname: string): boolean {
  return MEDIA_PAGE_PATH.test(pathname) && !isLegacyMediaAddress(pathname);
}

/** Reads a legacy address, or null when it has the legacy prefix but no usable id. */
export function parseLegacyMediaAddress(pathname: string): LegacyMedia | null {
  const show = LEGACY_TMDB_SHOW.exec(pathname);
  if (show?.[1] !== undefined) {
    const episodeIds = parseEpisodeIds(show[2], show[3]);
    return { source: "tmdb", kind: "tv", tmdbId: show[1], episodeIds };
  }
  const listing = LEGACY_LISTING.exec(pathname);
  if (listing?.[1] !== undefined && listing[2] !== undefined) {
    const kind: MediaKind = listing[1].toLowerCase() === "movie" ? "movie" : "tv";
    return { source: "listing", kind, listingId: listing[2] };
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
