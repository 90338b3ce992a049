import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  mediaManifestSchema,
  type ManifestEntry,
  type ManifestStream,
  type RunOutput,
  type Stream,
} from "@matinee/contracts";
import { openCatalogueResolver, type TitleResolver } from "./catalogue-match";
import { scanTitleFolders, type TitleFolder } from "./folder-scan";

/** What a viewer asks the library for: a movie, or one episode of a show. */
export type LibraryQuery =
  | { kind: "movie"; tmdbId: string }
  | { kind: "tv"; tmdbId: string; season: number; episode: number };

export interface MediaLibrary {
  /** Absolute folder the files are served from. */
  readonly root: string;
  readonly entries: readonly ManifestEntry[];
  /** The stream for a title, with URLs under `filesBaseUrl`, or null when the library lacks it. */
  find(query: LibraryQuery, filesBaseUrl: string): RunOutput | null;
}

export class LibraryManifestError extends Error {
  override readonly name = "LibraryManifestError";
}

function fileUrl(filesBaseUrl: string, relativePath: string): string {
  return `${filesBaseUrl}/${relativePath.split("/").map(encodeURIComponent).join("/")}`;
}

function toStream(id: string, stream: ManifestStream, filesBaseUrl: string): Stream {
  const captions = stream.captions.map((caption) => ({
    type: caption.type,
    id: `${id}-${caption.language}`,
    url: fileUrl(filesBaseUrl, caption.path),
    hasCorsRestrictions: false,
    language: caption.language,
  }));
  // Files are served by this server with CORS headers, so any origin may play them.
  const common = { id, flags: ["cors-allowed" as const], captions };
  if (stream.type === "hls") {
    return { ...common, type: "hls", playlist: fileUrl(filesBaseUrl, stream.playlist) };
  }
  const qualities: Extract<Stream, { type: "file" }>["qualities"] = {};
  for (const [quality, file] of Object.entries(stream.qualities)) {
    qualities[quality as keyof typeof qualities] = {
      type: "mp4",
      url: fileUrl(filesBaseUrl, file),
    };
  }
  return { ...common, type: "file", qualities };
}

function matches(entry: ManifestEntry, query: LibraryQuery): boolean {
  if (entry.tmdbId !== query.tmdbId) return false;
  if (entry.type === "movie") return query.kind === "movie";
  return query.kind === "tv" && entry.season === query.season && entry.episode === query.episode;
}

export interface MediaLibraryOptions {
  /** Matches "Title (Year)" folders without an id tag to catalogue ids. Default: the open catalogue. */
  resolveTitle?: TitleResolver;
}

/** Manifest entries for the folders whose catalogue id is tagged or can be resolved. */
function folderEntries(
  folders: readonly TitleFolder[],
  resolve: () => TitleResolver,
): ManifestEntry[] {
  return folders.flatMap((folder): ManifestEntry[] => {
    const tmdbId = folder.tmdbId ?? resolve()(folder.kind, folder.title, folder.year);
    if (tmdbId === null) return [];
    if (folder.kind === "movie") {
      return [{ type: "movie", tmdbId, title: folder.title, stream: folder.stream }];
    }
    return folder.episodes.map((episode) => ({
      type: "show",
      tmdbId,
      title: folder.title,
      ...episode,
    }));
  });
}

/**
 * Opens the library at `root`: the titles its manifest names, then its "Title (Year)" folders
 * (a manifest entry wins over a folder for the same title). A missing manifest is fine (an
 * operator may start with folders only, or empty); an invalid one stops the server with the reason.
 */
export async function openMediaLibrary(
  root: string,
  options: MediaLibraryOptions = {},
): Promise<MediaLibrary> {
  const absoluteRoot = path.resolve(root);
  const manifestPath = path.join(absoluteRoot, "manifest.json");
  let text: string | null;
  try {
    text = await readFile(manifestPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    text = null;
  }
  let entries: ManifestEntry[] = [];
  if (text !== null) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new LibraryManifestError(`${manifestPath} is not valid JSON: ${String(error)}`);
    }
    const parsed = mediaManifestSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
      throw new LibraryManifestError(`${manifestPath} is invalid:\n  - ${problems.join("\n  - ")}`);
    }
    entries = parsed.data.entries;
  }
  let resolver = options.resolveTitle;
  const resolve = () => (resolver ??= openCatalogueResolver());
  entries = [...entries, ...folderEntries(await scanTitleFolders(absoluteRoot), resolve)];
  return {
    root: absoluteRoot,
    entries,
    find(query, filesBaseUrl) {
      const entry = entries.find((candidate) => matches(candidate, query));
      if (!entry) return null;
      const id =
        entry.type === "movie"
          ? `library-movie-${entry.tmdbId}`
          : `library-tv-${entry.tmdbId}-s${entry.season}e${entry.episode}`;
      return { sourceId: "library", stream: toStream(id, entry.stream, filesBaseUrl) };
    },
  };
}
