import type { SubtitleFormat } from "../types";
import { MICRODVD_LINE, SRT_TIMING, SUBVIEWER_TIMING, VTT_HEADER } from "./timing-lines";

/** File extensions an upload may have, and the format each suggests. */
export const SUBTITLE_FILE_EXTENSIONS: Readonly<Record<string, SubtitleFormat>> = {
  srt: "srt",
  vtt: "vtt",
  ass: "ass",
  ssa: "ssa",
  sub: "microdvd",
  sbv: "subviewer",
  smi: "sami",
  sami: "sami",
};

/** The format a file name's extension suggests; null for an extension we do not read. */
export function formatFromFileName(fileName: string): SubtitleFormat | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? "";
  return SUBTITLE_FILE_EXTENSIONS[extension] ?? null;
}

/** How much of a file detection reads: enough for any header, cheap for a huge file. */
const HEAD = 64 * 1024;

const anyLine = (head: string, pattern: RegExp) =>
  head.split("\n").some((line) => pattern.test(line));

interface Head {
  text: string;
  /** The file's very first line (WebVTT's signature must be there). */
  first: string;
  /** The first line with anything on it, trimmed. */
  firstFilled: string;
}

type Test = [SubtitleFormat, (head: Head) => boolean];

/** Formats with a signature of their own, tried first and in this order. */
const SIGNED: readonly Test[] = [
  ["vtt", (head) => VTT_HEADER.test(head.first)],
  ["sami", (head) => /^\s*<sami\b/i.test(head.text) || /<sync\s+start\s*=/i.test(head.text)],
  [
    "ssa",
    (head) => isAssScript(head) && /^(\[V4 Styles\]|ScriptType:\s*v4\.00\s*$)/im.test(head.text),
  ],
  ["ass", isAssScript],
];

/** Formats known only by their timing lines; a file name's extension picks which goes first. */
const UNSIGNED: readonly Test[] = [
  ["microdvd", (head) => MICRODVD_LINE.test(head.firstFilled)],
  ["srt", (head) => anyLine(head.text, SRT_TIMING)],
  ["subviewer", (head) => anyLine(head.text, SUBVIEWER_TIMING)],
];

function isAssScript(head: Head): boolean {
  return (
    /^\[(Script Info|V4\+? Styles|Events)\]/im.test(head.text) && /^Dialogue:/im.test(head.text)
  );
}

/**
 * The format of subtitle text (normalised: no BOM, "\n" line ends), from its content. A
 * signature (WEBVTT, SAMI, an ASS/SSA script) decides; otherwise the timing lines do, and a file
 * name's extension only says which of those is tried first, so a mislabelled file is still read
 * by what it holds. Null when nothing matches.
 */
export function detectSubtitleFormat(text: string, fileName?: string): SubtitleFormat | null {
  const slice = text.slice(0, HEAD);
  const head: Head = {
    text: slice,
    first: slice.split("\n", 1)[0] ?? "",
    firstFilled: (slice.split("\n").find((line) => line.trim() !== "") ?? "").trim(),
  };
  const hinted = fileName ? formatFromFileName(fileName) : null;
  const unsigned = [...UNSIGNED].sort(([a], [b]) => Number(b === hinted) - Number(a === hinted));
  return [...SIGNED, ...unsigned].find(([, test]) => test(head))?.[0] ?? null;
}
