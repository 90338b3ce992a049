import { listSources as listFrom } from "../engine/list-sources";
import type { ProviderSet, Source, SourceInfo } from "../engine/provider";
import { ARCHIVE_SOURCE, createArchiveSource, type ArchiveSourceOptions } from "./archive/archive";
import { createDirectSource, DIRECT_SOURCE, type DirectEntry } from "./direct";
import {
  createJellyfinSource,
  JELLYFIN_SOURCE,
  type JellyfinSourceOptions,
} from "./jellyfin/jellyfin";
import { createLibrarySource, LIBRARY_SOURCE, type LibrarySourceOptions } from "./library";

/** The bundled sources' descriptions, for lists before any is configured. */
export const BUNDLED_SOURCES: readonly SourceInfo[] = [
  LIBRARY_SOURCE,
  DIRECT_SOURCE,
  JELLYFIN_SOURCE,
  ARCHIVE_SOURCE,
];

/** What to bundle; a source whose options are missing (or `false`) is left out. */
export interface BundledProvidersOptions {
  /** The Matinee media library. */
  library?: LibrarySourceOptions | false;
  /** An operator's table of direct links (already validated with `directTableSchema`). */
  direct?: { entries: readonly DirectEntry[] } | false;
  /** The viewer's (or operator's) Jellyfin/Emby server. */
  jellyfin?: JellyfinSourceOptions | false;
  /** The Internet Archive; `true` for the defaults. Needs internet. */
  archive?: ArchiveSourceOptions | boolean;
}

/**
 * The lawful bundled providers (DESIGN.md "Scope decision"): the library, a direct table, the
 * viewer's own Jellyfin and the Internet Archive's public-domain collections. No embeds.
 */
export function createBundledProviders(options: BundledProvidersOptions): ProviderSet {
  const sources: Source[] = [];
  if (options.library) sources.push(createLibrarySource(options.library));
  if (options.direct && options.direct.entries.length > 0)
    sources.push(createDirectSource(options.direct));
  if (options.jellyfin) sources.push(createJellyfinSource(options.jellyfin));
  if (options.archive)
    sources.push(createArchiveSource(options.archive === true ? {} : options.archive));
  return { sources, embeds: [] };
}

/** Sources (bundled ones by default) for the UI: id, name, rank, media types, highest rank first. */
export function listSources(sources: readonly SourceInfo[] = BUNDLED_SOURCES): SourceInfo[] {
  return listFrom(sources);
}
