import { hasVisibleText } from "../markup/tree";
import type { Cue, CueLayout, CueNode } from "../types";

/** The frame rate MicroDVD files are read at when neither they nor the caller name one (film on NTSC). */
export const DEFAULT_FPS = 23.976;

/** What a format reader may be told besides the text. */
export interface ReadOptions {
  /** Frames per second for frame-based files (MicroDVD) without a frame-rate line. */
  fps?: number;
  /** The caption's language: picks the matching SAMI class. */
  language?: string | null;
}

/** A format reader: normalised text (no BOM, "\n" line ends) → cues in file order. */
export type SubtitleReader = (text: string, options: ReadOptions) => Cue[];

/**
 * A cue, or null when it cannot show: times not finite, negative, end not after start, or no
 * visible text. Readers skip such cues instead of failing the whole file.
 */
export function makeCue(
  start: number | null,
  end: number | null,
  content: CueNode[],
  layout?: CueLayout,
): Cue | null {
  if (start === null || end === null || !Number.isFinite(start) || !Number.isFinite(end))
    return null;
  if (start < 0 || end <= start || !hasVisibleText(content)) return null;
  return layout ? { start, end, content, layout } : { start, end, content };
}

/** Pushes `cue` when it is not null. */
export function pushCue(cues: Cue[], cue: Cue | null): void {
  if (cue) cues.push(cue);
}

/** Text as readers expect it: no byte-order mark, "\n" line ends, NUL characters replaced. */
export function normaliseText(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\0/g, "\ufffd");
}
