import {
  buildMediaId,
  mediaPageAddress,
  titleAddress,
  type LegacyMedia,
  type MediaKind,
} from "@matinee/domain";
import type { ListingClient } from "./listing-client";
import type { MetadataClient } from "./metadata-client";
import { MetadataError } from "./metadata-request";

export interface LegacyResolvers {
  metadata: Pick<MetadataClient, "getMovie" | "getShow" | "findByImdbId">;
  /** Absent when no proxy is configured: listing ids then cannot be resolved. */
  listing?: Pick<ListingClient, "externalIds"> | null;
}

async function titleOf(
  metadata: LegacyResolvers["metadata"],
  kind: MediaKind,
  tmdbId: string,
  signal?: AbortSignal,
): Promise<string> {
  return kind === "movie"
    ? (await metadata.getMovie(tmdbId, signal)).title
    : (await metadata.getShow(tmdbId, signal)).name;
}

async function viaImdb(
  metadata: LegacyResolvers["metadata"],
  kind: MediaKind,
  imdbId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const found = await metadata.findByImdbId(imdbId, signal);
  if (kind === "movie") {
    const movie = found.movie_results[0];
    return movie ? buildMediaId("movie", movie.id, movie.title) : null;
  }
  const show = found.tv_results[0];
  return show ? buildMediaId("tv", show.id, show.name) : null;
}

async function resolve(
  legacy: LegacyMedia,
  { metadata, listing }: LegacyResolvers,
  signal?: AbortSignal,
): Promise<string | null> {
  if (legacy.source === "tmdb") {
    const title = await titleOf(metadata, legacy.kind, legacy.tmdbId, signal);
    return mediaPageAddress(buildMediaId(legacy.kind, legacy.tmdbId, title), legacy.episodeIds);
  }
  const ids = listing ? await listing.externalIds(legacy.kind, legacy.listingId, signal) : null;
  if (!ids) return null;
  // The IMDb id is the surer match (the predecessor trusted it for films); TMDB's id comes next.
  const byImdb = ids.imdbId ? await viaImdb(metadata, legacy.kind, ids.imdbId, signal) : null;
  if (byImdb) return mediaPageAddress(byImdb);
  if (!ids.tmdbId) return null;
  const title = await titleOf(metadata, legacy.kind, ids.tmdbId, signal);
  return titleAddress(legacy.kind, ids.tmdbId, title);
}

/**
 * The current media address for a legacy one, or null when it names nothing we can find (the
 * caller then goes home). Only a missing title counts as "nothing": other failures throw.
 */
export async function resolveLegacyMedia(
  legacy: LegacyMedia,
  resolvers: LegacyResolvers,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    return await resolve(legacy, resolvers, signal);
  } catch (error) {
    if (error instanceof MetadataError && error.kind === "notFound") return null;
    throw error;
  }
}
