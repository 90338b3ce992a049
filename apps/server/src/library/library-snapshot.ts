import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { mediaManifestSchema, type ManifestEntry } from "@matinee/contracts";
import type { TitleResolver } from "./catalogue-match";
import { MISSING, scanTitleFolders, type FolderTimes, type TitleFolder } from "./folder-scan";

export class LibraryManifestError extends Error {
  override readonly name = "LibraryManifestError";
}

/**
 * What the library folder held at one look: its entries, and the stamps that tell whether it
 * may have changed since (the manifest's time and size, the time of every folder the scan read).
 */
export interface LibrarySnapshot {
  entries: ManifestEntry[];
  manifestStamp: string;
  folders: FolderTimes;
}

async function manifestStampOf(manifestPath: string): Promise<string> {
  try {
    const info = await stat(manifestPath);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return String(MISSING);
  }
}

async function folderTimeOf(folder: string): Promise<number> {
  try {
    return (await stat(folder)).mtimeMs;
  } catch {
    return MISSING;
  }
}

/** The manifest's entries; none when there is no manifest, an error when it is invalid. */
async function readManifest(manifestPath: string): Promise<ManifestEntry[]> {
  let text: string;
  try {
    text = await readFile(manifestPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
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
  return parsed.data.entries;
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
      const { title, stream, subtitles } = folder;
      return [{ type: "movie", tmdbId, title, stream, subtitles }];
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
 * Reads the library at `root`: the titles its manifest names, then its "Title (Year)" folders (a
 * manifest entry wins over a folder for the same title). The stamps are taken before what they
 * stamp is read, so a change made during the read shows as a change at the next look.
 */
export async function readLibrary(
  root: string,
  resolve: () => TitleResolver,
): Promise<LibrarySnapshot> {
  const manifestPath = path.join(root, "manifest.json");
  const manifestStamp = await manifestStampOf(manifestPath);
  const manifestEntries = await readManifest(manifestPath);
  const folders: FolderTimes = new Map();
  const scanned = await scanTitleFolders(root, folders);
  return {
    entries: [...manifestEntries, ...folderEntries(scanned, resolve)],
    manifestStamp,
    folders,
  };
}

/**
 * Whether the library may have changed since `snapshot`: one `stat` of the manifest and of each
 * folder the last read looked into (a file added, removed or renamed changes its folder's time;
 * a new folder changes its parent's). No folder is listed again, so this is cheap next to a read.
 */
export async function hasLibraryChanged(root: string, snapshot: LibrarySnapshot): Promise<boolean> {
  if ((await manifestStampOf(path.join(root, "manifest.json"))) !== snapshot.manifestStamp) {
    return true;
  }
  for (const [folder, time] of snapshot.folders) {
    if ((await folderTimeOf(path.join(root, folder))) !== time) return true;
  }
  return false;
}
