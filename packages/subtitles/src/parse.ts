import { decodeSubtitleBytes } from "./encoding/decode";
import { SubtitleParseError } from "./errors";
import { detectSubtitleFormat } from "./formats/detect";
import { normaliseText, type ReadOptions, type SubtitleReader } from "./formats/reader";
import { readSrt } from "./formats/srt";
import { readWebVtt } from "./formats/webvtt";
import type { Cue, SubtitleFormat, SubtitleTrack } from "./types";

export interface ParseOptions extends ReadOptions {
  /** Skip detection: read the text as this format. */
  format?: SubtitleFormat;
  /** The file's name; its extension is a hint for detection, never a rule. */
  fileName?: string;
  /** The caption's language: steers the legacy-encoding guess and picks the SAMI class. */
  language?: string | null;
}

/**
 * Readers by format. SRT and WebVTT (every stream's and provider's captions) are in the main
 * chunk; the others load on first use, so the media page does not carry ass-compiler and
 * three rarer readers for files most viewers never upload.
 */
const READERS: Readonly<Record<SubtitleFormat, () => Promise<SubtitleReader>>> = {
  srt: () => Promise.resolve(readSrt),
  vtt: () => Promise.resolve(readWebVtt),
  ass: () => import("./formats/ass").then((module) => module.readAss),
  ssa: () => import("./formats/ass").then((module) => module.readAss),
  subviewer: () => import("./formats/subviewer").then((module) => module.readSubViewer),
  microdvd: () => import("./formats/microdvd").then((module) => module.readMicroDvd),
  sami: () => import("./formats/sami").then((module) => module.readSami),
};

/** Cues by start time (then end time); the sort is stable, so file order breaks ties. */
function byTime(cues: Cue[]): Cue[] {
  return cues.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * Reads a subtitle file into a track: bytes are decoded (BOM, UTF-8, else a legacy encoding
 * guessed with the caption's language as hint), the format detected from the content, the
 * cues read, sanitised and sorted. Throws `SubtitleParseError`: "Given text is empty" for a
 * blank file, "Invalid subtitle format" when no reader recognises it or it holds no cue (a
 * WebVTT file with its signature and no cue is a valid, empty track: HLS segments are like that).
 */
export async function parseSubtitles(
  input: string | Uint8Array | ArrayBuffer,
  options: ParseOptions = {},
): Promise<SubtitleTrack> {
  const raw =
    typeof input === "string"
      ? input
      : decodeSubtitleBytes(input instanceof Uint8Array ? input : new Uint8Array(input), options)
          .text;
  const text = normaliseText(raw);
  if (text.trim() === "") throw new SubtitleParseError("empty");
  const format = options.format ?? detectSubtitleFormat(text, options.fileName);
  if (!format) throw new SubtitleParseError("invalidFormat");
  const read = await READERS[format]();
  const cues = byTime(read(text, options));
  if (cues.length === 0 && format !== "vtt") throw new SubtitleParseError("invalidFormat");
  return { format, cues };
}
