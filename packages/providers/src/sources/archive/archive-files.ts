import type { Caption, Quality, Stream } from "@matinee/contracts";
import { slugify } from "@matinee/domain";
import { qualityForHeight } from "../source-kit";
import type { ArchiveDoc, ArchiveFile } from "./archive-api";

/** How well a search hit fits the title and year asked for; 0 means "not this one". */
export function scoreDoc(doc: ArchiveDoc, title: string, year: number | undefined): number {
  const wanted = slugify(title);
  const found = doc.title ?? "";
  // "Nosferatu (1922)", "Nosferatu - restored", "Nosferatu: A Symphony…" name the same film.
  const core = found.split(/\s*[([]|\s+[-–]\s|:\s/)[0] ?? "";
  let score = slugify(found) === wanted ? 4 : slugify(core) === wanted ? 2 : 0;
  if (score === 0) return 0;
  if (year !== undefined && doc.year !== undefined && Number.isFinite(doc.year)) {
    const off = Math.abs(doc.year - year);
    score += off === 0 ? 2 : off === 1 ? 1 : -10;
  }
  return Math.max(score, 0);
}

/** Best first: score, then popularity. */
export function rankDocs(docs: readonly ArchiveDoc[], title: string, year?: number): ArchiveDoc[] {
  return docs
    .map((doc) => ({ doc, score: scoreDoc(doc, title, year) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || (b.doc.downloads ?? 0) - (a.doc.downloads ?? 0))
    .map((hit) => hit.doc);
}

const EPISODE = /(?:^|[^a-z0-9])s(\d{1,2})[ ._-]?e(\d{1,3})(?![0-9])/i;

/** Whether a file name says it is season `season`, episode `episode` ("…S01E02…"). */
export function isEpisodeFile(name: string, season: number, episode: number): boolean {
  const match = EPISODE.exec(name);
  return match !== null && Number(match[1]) === season && Number(match[2]) === episode;
}

export function downloadUrl(baseUrl: string, identifier: string, name: string): string {
  const path = name.split("/").map(encodeURIComponent).join("/");
  return `${baseUrl}/download/${encodeURIComponent(identifier)}/${path}`;
}

const LANGUAGE_WORDS: Record<string, string> = {
  english: "en",
  french: "fr",
  german: "de",
  spanish: "es",
  italian: "it",
};

/** "film.en.srt", "film_english.vtt" -> "en"; nothing said -> "en" (the Archive's norm). */
function captionLanguage(name: string): string {
  const stem = name.toLowerCase().replace(/\.(srt|vtt)$/, "");
  const code = /[._-]([a-z]{2})$/.exec(stem)?.[1];
  if (code) return code;
  const word = Object.keys(LANGUAGE_WORDS).find((candidate) => stem.includes(candidate));
  return word ? (LANGUAGE_WORDS[word] ?? "en") : "en";
}

/**
 * The best playable derivative of an item: its HLS playlist if it has one, else its MP4 files,
 * the largest per quality; with its SRT/VTT subtitles. Null when nothing plays in a browser.
 */
export function pickStream(
  files: readonly ArchiveFile[],
  link: (name: string) => string,
  id: string,
): Stream | null {
  const captions: Caption[] = files
    .filter((file) => /\.(srt|vtt)$/i.test(file.name))
    .map((file, i) => ({
      type: file.name.toLowerCase().endsWith(".srt") ? ("srt" as const) : ("vtt" as const),
      id: `${id}-caption-${i}`,
      url: link(file.name),
      hasCorsRestrictions: false,
      language: captionLanguage(file.name),
    }));
  // The Archive serves downloads with CORS headers.
  const common = { id, flags: ["cors-allowed" as const], captions };
  const playlist = files.find((file) => file.name.toLowerCase().endsWith(".m3u8"));
  if (playlist) return { ...common, type: "hls", playlist: link(playlist.name) };

  const best = new Map<Quality, ArchiveFile>();
  for (const file of files.filter((candidate) => candidate.name.toLowerCase().endsWith(".mp4"))) {
    const quality = qualityForHeight(file.height);
    const current = best.get(quality);
    if (!current || (file.size ?? 0) > (current.size ?? 0)) best.set(quality, file);
  }
  if (best.size === 0) return null;
  const qualities: Extract<Stream, { type: "file" }>["qualities"] = {};
  for (const [quality, file] of best) qualities[quality] = { type: "mp4", url: link(file.name) };
  return { ...common, type: "file", qualities };
}
