import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  mediaManifestSchema,
  type ManifestEntry,
  type ManifestStream,
  type RunOutput,
  type Stream,
} from "@matinee/contracts";

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

/**
 * Opens the library at `root`. A missing manifest is an empty library (an operator may start
 * without media); a manifest that is present but invalid stops the server with the reason.
 */
export async function openMediaLibrary(root: string): Promise<MediaLibrary> {
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
