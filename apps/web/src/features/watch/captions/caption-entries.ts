import type { Caption, SubtitleInfo } from "@matinee/contracts";
import type { EmbeddedTextTrack, Player } from "@matinee/player";
import { CUSTOM_CAPTION, type SubtitleTrack } from "@matinee/subtitles";
import { downloadCaption, withTimeout, CAPTION_TIMEOUT_MS } from "./caption-download";
import type { CaptionOrigin, LoadedCaption } from "./caption-store";

/** The subtitle readers (their own chunk: see subtitle-files.ts). */
const loadSubtitleFiles = () => import("./subtitle-files");

/**
 * One caption the viewer can pick, from any source: the stream's provider captions, the HLS
 * manifest's subtitle renditions, the uploaded file, or an online result. `load` fetches and
 * parses it (within SPEC §8's 5 s).
 */
export interface CaptionEntry {
  /** Unique on the page: `source:<id>`, `embedded:<id>`, `custom-caption`, `online:<id>`. */
  id: string;
  /** Language tag, or "custom" for the uploaded file. */
  language: string;
  /** What tells it apart besides the language (rendition, file or release name); or null. */
  label: string | null;
  origin: CaptionOrigin;
  opensubtitles?: boolean;
  hearingImpaired?: boolean;
  load(player: Player): Promise<SubtitleTrack>;
}

/** The provider's captions of the playing stream (SPEC §3 Caption). */
export function sourceEntry(caption: Caption): CaptionEntry {
  return {
    id: `source:${caption.id}`,
    language: caption.language,
    label: null,
    origin: "source",
    opensubtitles: caption.opensubtitles === true,
    load: async () => {
      const [bytes, { parseSubtitles }] = await Promise.all([
        downloadCaption(caption.url),
        loadSubtitleFiles(),
      ]);
      return parseSubtitles(bytes, { format: caption.type, language: caption.language });
    },
  };
}

/** A subtitle rendition of the HLS manifest, its segments joined by the engine. */
export function embeddedEntry(track: EmbeddedTextTrack): CaptionEntry {
  return {
    id: `embedded:${track.id}`,
    language: track.language || "und",
    label: track.label || null,
    origin: "embedded",
    load: async (player) => {
      const [text, { parseSubtitles }] = await Promise.all([
        withTimeout(player.loadTextTrack(track.id), CAPTION_TIMEOUT_MS),
        loadSubtitleFiles(),
      ]);
      return parseSubtitles(text, { format: "vtt", language: track.language });
    },
  };
}

/** The uploaded file: already parsed when it was dropped or picked (SPEC §3 custom caption). */
export function customEntry(caption: LoadedCaption): CaptionEntry {
  return {
    id: CUSTOM_CAPTION.id,
    language: CUSTOM_CAPTION.language,
    label: caption.label,
    origin: "upload",
    load: () => Promise.resolve(caption.track),
  };
}

/** A result of the server's subtitle search (`GET /subtitles`), served as WebVTT. */
export function onlineEntry(item: SubtitleInfo, serverUrl: string): CaptionEntry {
  // Absolute as the server gives it; a relative one is read against the server's address.
  const url = new URL(item.url, `${serverUrl.replace(/\/+$/, "")}/`).href;
  return {
    id: `online:${item.id}`,
    language: item.language,
    label: item.release ?? null,
    origin: "online",
    opensubtitles: item.source === "opensubtitles",
    hearingImpaired: item.hearingImpaired === true,
    load: async () => {
      const [bytes, { parseSubtitles }] = await Promise.all([
        downloadCaption(url),
        loadSubtitleFiles(),
      ]);
      return parseSubtitles(bytes, { format: "vtt", language: item.language });
    },
  };
}

/**
 * What the stream itself offers: the provider's captions, and the manifest's renditions (the
 * engine lists those; a stream whose provider names captions usually has none of its own).
 */
export function streamEntries(
  captions: readonly Caption[],
  embedded: readonly EmbeddedTextTrack[],
): CaptionEntry[] {
  return [...captions.map(sourceEntry), ...embedded.map(embeddedEntry)];
}
