import { createHash } from "node:crypto";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import type { ManifestEntry, SubtitleFileFormat } from "@matinee/contracts";
import { formatFromFileName } from "@matinee/subtitles";
import type { MediaLibrary } from "../library/media-library";
import { canonicalLanguage, UNDETERMINED } from "./language";
import { SubtitleError } from "./subtitle-error";

/** A subtitle file of the media library, as the subtitle API lists it. */
export interface LibrarySubtitle {
  id: string;
  /** Library-relative, `/`-separated. */
  path: string;
  language: string;
  format: SubtitleFileFormat;
  hearingImpaired?: boolean;
  forced?: boolean;
  release: string;
}

/**
 * The id of a library file: `lib-` and the first 20 hex digits of its path's SHA-256. Stable
 * while the file keeps its path, and it tells nothing of the library's layout.
 */
export function librarySubtitleId(relativePath: string): string {
  return `lib-${createHash("sha256").update(relativePath).digest("hex").slice(0, 20)}`;
}

/**
 * An entry's subtitle files: its `subtitles` list (manifest, or sidecars a folder scan found)
 * and its stream's `captions`, once each by path.
 */
export function subtitlesOfEntry(entry: ManifestEntry): LibrarySubtitle[] {
  const seen = new Set<string>();
  const listed = [
    ...(entry.subtitles ?? []),
    ...entry.stream.captions.map((caption) => ({ ...caption, format: caption.type })),
  ];
  return listed.flatMap((file) => {
    const format = file.format ?? formatFromFileName(file.path);
    if (!format || seen.has(file.path)) return [];
    seen.add(file.path);
    const subtitle: LibrarySubtitle = {
      id: librarySubtitleId(file.path),
      path: file.path,
      language: canonicalLanguage(file.language) ?? UNDETERMINED,
      format,
      release: ("release" in file && file.release) || path.posix.basename(file.path),
    };
    if ("hearingImpaired" in file && file.hearingImpaired) subtitle.hearingImpaired = true;
    if ("forced" in file && file.forced) subtitle.forced = true;
    return [subtitle];
  });
}

/**
 * Finds a library subtitle by id. The index is built from the library's entries on first use
 * and again only when a new read of the library replaced them.
 */
export function createLibrarySubtitleIndex(library: MediaLibrary) {
  let built: { from: readonly ManifestEntry[]; byId: Map<string, LibrarySubtitle> } | null = null;
  return {
    find(id: string): LibrarySubtitle | null {
      if (built?.from !== library.entries) {
        const byId = new Map<string, LibrarySubtitle>();
        for (const entry of library.entries) {
          for (const subtitle of subtitlesOfEntry(entry)) byId.set(subtitle.id, subtitle);
        }
        built = { from: library.entries, byId };
      }
      return built.byId.get(id) ?? null;
    },
  };
}

/** The file of a library subtitle; it stays inside the library root (manifest paths are checked). */
function fileOf(root: string, subtitle: LibrarySubtitle): string {
  const file = path.resolve(root, subtitle.path);
  if (!file.startsWith(root + path.sep)) {
    throw new SubtitleError(404, "not_found", "No such subtitle in the library");
  }
  return file;
}

const missing = () => new SubtitleError(404, "not_found", "The library's subtitle file is missing");

/** What changes when a library subtitle's file does (modification time and size); 404 if gone. */
export async function libraryFileStamp(root: string, subtitle: LibrarySubtitle): Promise<string> {
  const info = await stat(fileOf(root, subtitle)).catch(() => null);
  if (!info?.isFile()) throw missing();
  return `${info.mtimeMs}:${info.size}`;
}

/**
 * A library subtitle's bytes. A file over `maxBytes` is refused (413) without being read; one
 * that went missing is a 404.
 */
export async function readLibrarySubtitle(
  root: string,
  subtitle: LibrarySubtitle,
  maxBytes: number,
): Promise<Uint8Array> {
  const handle = await open(fileOf(root, subtitle), "r").catch(() => {
    throw missing();
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw missing();
    if (info.size > maxBytes) {
      throw new SubtitleError(
        413,
        "subtitle_too_large",
        `The subtitle file is larger than this server's limit of ${maxBytes} bytes`,
      );
    }
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}
