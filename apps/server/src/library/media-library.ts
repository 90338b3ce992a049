import path from "node:path";
import type { ManifestEntry, ManifestStream, RunOutput, Stream } from "@matinee/contracts";
import { openCatalogueResolver, type TitleResolver } from "./catalogue-match";
import { hasLibraryChanged, readLibrary, type LibrarySnapshot } from "./library-snapshot";

export { LibraryManifestError } from "./library-snapshot";

/** What a viewer asks the library for: a movie, or one episode of a show. */
export type LibraryQuery =
  | { kind: "movie"; tmdbId: string }
  | { kind: "tv"; tmdbId: string; season: number; episode: number };

export interface MediaLibrary {
  /** Absolute folder the files are served from. */
  readonly root: string;
  /** What the library held at its last look. */
  readonly entries: readonly ManifestEntry[];
  /** The stream for a title, with URLs under `filesBaseUrl`, or null when the library lacks it. */
  find(query: LibraryQuery, filesBaseUrl: string): RunOutput | null;
  /** The entry of a title (the manifest's first, else a folder's), or null. */
  findEntry(query: LibraryQuery): ManifestEntry | null;
  /**
   * Looks at the folder again when the last look is older than `recheckMs`, and reads it again
   * when it changed; resolves once `entries` is current. Callers asking at once share one look.
   */
  refresh(): Promise<void>;
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
  /** Least time in ms between two looks at the folder (MEDIA_RECHECK_MS); 0 looks every time. */
  recheckMs?: number;
  /** Told when a changed folder could not be read (an invalid manifest): the last good read stays. */
  onReadError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * Opens the library at `root` (see `readLibrary`). A missing manifest is fine (an operator may
 * start with folders only, or empty); an invalid one at opening stops the server with the reason.
 * Later changes are picked up by `refresh`, asked for by requests (an unvisited server does no
 * work): a `stat` of the folders it knows rather than a file watcher, so it works on network
 * shares and needs no watch handles for a large library.
 */
export async function openMediaLibrary(
  root: string,
  options: MediaLibraryOptions = {},
): Promise<MediaLibrary> {
  const absoluteRoot = path.resolve(root);
  const recheckMs = options.recheckMs ?? 0;
  const now = options.now ?? Date.now;
  let resolver = options.resolveTitle;
  const resolve = () => (resolver ??= openCatalogueResolver());
  let snapshot: LibrarySnapshot = await readLibrary(absoluteRoot, resolve);
  let lookedAt = now();
  let looking: Promise<void> | null = null;

  async function look() {
    try {
      if (await hasLibraryChanged(absoluteRoot, snapshot)) {
        snapshot = await readLibrary(absoluteRoot, resolve);
      }
    } catch (error) {
      options.onReadError?.(error);
    } finally {
      lookedAt = now();
      looking = null;
    }
  }

  const findEntry = (query: LibraryQuery) =>
    snapshot.entries.find((candidate) => matches(candidate, query)) ?? null;

  return {
    root: absoluteRoot,
    get entries() {
      return snapshot.entries;
    },
    findEntry,
    find(query, filesBaseUrl) {
      const entry = findEntry(query);
      if (!entry) return null;
      const id =
        entry.type === "movie"
          ? `library-movie-${entry.tmdbId}`
          : `library-tv-${entry.tmdbId}-s${entry.season}e${entry.episode}`;
      return { sourceId: "library", stream: toStream(id, entry.stream, filesBaseUrl) };
    },
    refresh() {
      if (looking) return looking;
      if (now() - lookedAt < recheckMs) return Promise.resolve();
      looking = look();
      return looking;
    },
  };
}
