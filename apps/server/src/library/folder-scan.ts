import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { ManifestStream, ManifestSubtitle, Quality } from "@matinee/contracts";
import { sidecarOf } from "./sidecar-name";

/** "Title (Year)", optionally tagged with its id the way Jellyfin and Plex name folders. */
const TITLE_FOLDER = /^(.+?) \((\d{4})\)(?:\s*[[{]tmdb(?:id)?-(\d{1,10})[\]}])?$/i;
/** S01E02 in a file or folder name. */
const EPISODE = /(?:^|[^a-z0-9])s(\d{1,2})\s?e(\d{1,3})(?![0-9])/i;
const SEASON_FOLDER = /^season\s*(\d{1,2})$/i;

/** A folder of the library named after a title, with what plays in it and its subtitle files. */
export type TitleFolder =
  | {
      kind: "movie";
      title: string;
      year: number;
      tmdbId?: string;
      stream: ManifestStream;
      subtitles: ManifestSubtitle[];
    }
  | {
      kind: "show";
      title: string;
      year: number;
      tmdbId?: string;
      episodes: {
        season: number;
        episode: number;
        stream: ManifestStream;
        subtitles: ManifestSubtitle[];
      }[];
    };

function qualityOf(name: string): Quality {
  const height = /(2160|1080|720|480|360)p/i.exec(name)?.[1];
  return height === "2160" ? "4k" : ((height as Quality | undefined) ?? "unknown");
}

/** "Film.fr.vtt" -> "fr"; a caption without a language code is taken to be English. */
function languageOf(name: string): string {
  return /\.([a-z]{2})\.(?:vtt|srt)$/i.exec(name)?.[1]?.toLowerCase() ?? "en";
}

/** The stream made of `files` (library-relative paths): an HLS playlist, else MP4s by quality. */
export function streamOf(files: readonly string[]): ManifestStream | null {
  const captions = files
    .filter((file) => /\.(vtt|srt)$/i.test(file))
    .map((file) => ({
      language: languageOf(file),
      type: file.toLowerCase().endsWith(".srt") ? ("srt" as const) : ("vtt" as const),
      path: file,
    }));
  const playlists = files.filter((file) => file.toLowerCase().endsWith(".m3u8"));
  const playlist = playlists.find((file) => /(^|\/)master\.m3u8$/i.test(file)) ?? playlists[0];
  if (playlist) return { type: "hls", playlist, captions };
  const qualities: Partial<Record<Quality, string>> = {};
  for (const file of files.filter((candidate) => /\.mp4$/i.test(candidate))) {
    qualities[qualityOf(path.posix.basename(file))] ??= file;
  }
  return Object.keys(qualities).length > 0 ? { type: "file", qualities, captions } : null;
}

/**
 * The subtitle files among `files`, with what their names say (see `sidecarOf`). A `.sub` beside
 * an `.idx` of the same name is a VobSub picture track, not text: left out.
 */
export function sidecarsOf(files: readonly string[]): ManifestSubtitle[] {
  const lower = new Set(files.map((file) => file.toLowerCase()));
  return files.flatMap((file) => {
    if (/\.sub$/i.test(file) && lower.has(file.toLowerCase().replace(/sub$/, "idx"))) return [];
    const sidecar = sidecarOf(file);
    return sidecar ? [sidecar] : [];
  });
}

/**
 * The modification time of every folder a scan read (library-relative path, "" for the root),
 * taken before reading it: a folder whose time has moved since may hold what the scan missed.
 */
export type FolderTimes = Map<string, number>;

/** The time noted for a folder that does not exist. */
export const MISSING = -1;

/** Reads a folder's entries, noting its modification time first in `seen`. */
async function readFolder(root: string, dir: string, seen: FolderTimes | undefined) {
  if (seen) seen.set(dir, (await stat(path.join(root, dir))).mtimeMs);
  return readdir(path.join(root, dir), { withFileTypes: true });
}

/** Every file under `dir` (library-relative, `/`-separated), down to `depth` levels, no dotfiles. */
async function filesUnder(
  root: string,
  dir: string,
  depth: number,
  seen: FolderTimes | undefined,
): Promise<string[]> {
  const entries = await readFolder(root, dir, seen);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isFile()) found.push(relative);
    else if (entry.isDirectory() && depth > 0)
      found.push(...(await filesUnder(root, relative, depth - 1, seen)));
  }
  return found;
}

/** Files grouped by the episode their own name or a parent folder's name says. */
function episodesOf(folder: string, files: readonly string[]) {
  const groups = new Map<string, { season: number; episode: number; files: string[] }>();
  for (const file of files) {
    const parts = file.slice(folder.length + 1).split("/");
    const named = parts.map((part) => EPISODE.exec(part)).find((match) => match !== null);
    if (!named) continue;
    const seasonFolder = parts.map((part) => SEASON_FOLDER.exec(part)?.[1]).find(Boolean);
    const season = Number(named[1] ?? seasonFolder);
    const episode = Number(named[2]);
    const key = `${season}:${episode}`;
    const group = groups.get(key) ?? { season, episode, files: [] };
    group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The library's "Title (Year)" folders: a movie folder holds a playlist or MP4s; a show folder
 * holds episodes named S01E01 (files, or folders, loose or in "Season 1" folders). Every folder
 * read is noted in `seen` with its modification time (see {@link FolderTimes}).
 */
export async function scanTitleFolders(root: string, seen?: FolderTimes): Promise<TitleFolder[]> {
  let entries;
  try {
    entries = await readFolder(root, "", seen);
  } catch {
    seen?.set("", MISSING); // a library folder made later is a change
    return [];
  }
  const folders: TitleFolder[] = [];
  for (const entry of entries) {
    const match = entry.isDirectory() ? TITLE_FOLDER.exec(entry.name) : null;
    if (!match) continue;
    const [, title = "", year = "", tmdbId] = match;
    const base = { title, year: Number(year), ...(tmdbId ? { tmdbId } : {}) };
    const files = await filesUnder(root, entry.name, 3, seen);
    const episodes = episodesOf(entry.name, files).flatMap((group) => {
      const stream = streamOf(group.files);
      if (!stream) return [];
      const subtitles = sidecarsOf(group.files);
      return [{ season: group.season, episode: group.episode, stream, subtitles }];
    });
    if (episodes.length > 0) {
      folders.push({ kind: "show", ...base, episodes });
      continue;
    }
    const stream = streamOf(files);
    if (stream) folders.push({ kind: "movie", ...base, stream, subtitles: sidecarsOf(files) });
  }
  return folders;
}
