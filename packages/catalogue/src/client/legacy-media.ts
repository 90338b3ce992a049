import type { MediaKind } from "@matinee/domain";

/**
 * A media address of the predecessor's older formats:
 * - `/media/tmdb-show-{tmdbId}-{slug}[/{seasonId}/{episodeId}]` (shows were "show", not "tv");
 * - `/media/JW-{movie|show}-{listingId}[-{slug}]`, ids of the streaming-listing service.
 */
export type LegacyMedia =
  | { source: "tmdb"; kind: MediaKind; tmdbId: string; suffix: string }
  | { source: "listing"; kind: MediaKind; listingId: string };

const TMDB_SHOW = /^\/media\/tmdb-show-(\d{1,10})(?:-[^/]*)?((?:\/\d{1,10}\/\d{1,10})?)\/?$/i;
const LISTING = /^\/media\/JW-?(movie|show|series|tv)-(\d{1,12})(?:-[^/]*)?(?:\/.*)?$/i;

/** True for any address the predecessor's legacy view would have taken over. */
export function isLegacyMediaPath(pathname: string): boolean {
  return pathname.startsWith("/media/JW") || pathname.startsWith("/media/tmdb-show");
}

/** Reads a legacy address, or null when it has the legacy prefix but no usable id. */
export function parseLegacyMediaPath(pathname: string): LegacyMedia | null {
  const show = TMDB_SHOW.exec(pathname);
  if (show?.[1] !== undefined) {
    return { source: "tmdb", kind: "tv", tmdbId: show[1], suffix: show[2] ?? "" };
  }
  const listing = LISTING.exec(pathname);
  if (listing?.[1] !== undefined && listing[2] !== undefined) {
    const kind: MediaKind = listing[1].toLowerCase() === "movie" ? "movie" : "tv";
    return { source: "listing", kind, listingId: listing[2] };
  }
  return null;
}
