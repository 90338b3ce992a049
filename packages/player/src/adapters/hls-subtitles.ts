/*
 * An HLS subtitle rendition as one WebVTT text (data -> data; the fetching is in
 * `hls-subtitle-loader.ts`): the segment URLs of its media playlist, and the segments' cues
 * joined under one header, moved to media time the way hls.js places them.
 */

/** MPEG-TS timestamps count at 90 kHz and wrap around at 2^33. */
const MPEGTS_HZ = 90_000;
const MPEGTS_WRAP = 2 ** 33;

const LINE_BREAKS = /\r\n|\r/g;
const SIGNATURE = /^WEBVTT(?:[ \t].*)?$/;
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\s*)(\S+)([ \t]+-->[ \t]+)(\S+)(.*)$/;
const INLINE_TIMESTAMP = /<((?:\d+:)?[0-5]\d:[0-5]\d\.\d{3})>/g;
/** STYLE and REGION blocks are only valid before the first cue: they move to the top. */
const HOISTED_BLOCK = /^(STYLE|REGION)(\s|$)/;
const NOTE_BLOCK = /^NOTE(\s|$)/;

/** Text lines with every line break as "\n" and no byte order mark. */
function linesOf(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .replace(LINE_BREAKS, "\n")
    .split("\n");
}

/**
 * The segment URLs of a subtitle media playlist, absolute (relative URIs resolved against
 * `baseUrl`, the playlist's own URL), in order. A URI listed again (byte ranges of one file)
 * is kept once: the whole file is read. Throws for a master playlist and for fMP4 segments
 * (`EXT-X-MAP`), which hold no WebVTT text.
 */
export function parseSubtitlePlaylist(text: string, baseUrl: string): string[] {
  const lines = linesOf(text)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines[0] !== "#EXTM3U") throw new Error("The subtitle playlist is not an HLS playlist");
  const segments = new Set<string>();
  for (const line of lines) {
    if (line.startsWith("#EXT-X-STREAM-INF")) {
      throw new Error("The subtitle playlist is a master playlist, not a media playlist");
    }
    if (line.startsWith("#EXT-X-MAP")) {
      throw new Error("The subtitle rendition has fMP4 segments; only WebVTT text is read");
    }
    if (line.startsWith("#")) continue;
    try {
      segments.add(new URL(line, baseUrl).href);
    } catch {
      throw new Error(`The subtitle playlist lists an invalid segment URI: ${line}`);
    }
  }
  return [...segments];
}

/** Milliseconds of a WebVTT timestamp ("01:02:03.456" or "02:03.456"); null if malformed. */
function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0", millis = "0"] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

function formatTimestamp(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds % 60)}.${pad(ms % 1000, 3)}`;
}

/** One segment's X-TIMESTAMP-MAP: where its LOCAL time sits on the MPEG-TS clock. */
interface TimestampMap {
  mpegts: number;
  localMs: number;
}

function parseTimestampMap(line: string, segment: number): TimestampMap {
  let mpegts = 0;
  let localMs = 0;
  for (const part of line.slice("X-TIMESTAMP-MAP=".length).split(",")) {
    const [key = "", ...rest] = part.trim().split(":");
    const value = rest.join(":");
    const parsed = key === "MPEGTS" ? Number(value) : key === "LOCAL" ? parseTimestamp(value) : 0;
    if (parsed === null || !Number.isFinite(parsed)) {
      throw new Error(`Subtitle segment ${segment} has a malformed X-TIMESTAMP-MAP: ${line}`);
    }
    if (key === "MPEGTS") mpegts = parsed;
    if (key === "LOCAL") localMs = parsed;
  }
  return { mpegts, localMs };
}

/**
 * How far a segment's cues move: the map's offset (MPEGTS/90000 - LOCAL) relative to the
 * reference one, the first segment's. That first segment's clock is media time 0, as hls.js
 * takes it from the first video timestamp of an MPEG-TS stream; the clock may wrap around.
 */
function shiftOf(map: TimestampMap, reference: TimestampMap): number {
  let ticks = (map.mpegts - reference.mpegts) % MPEGTS_WRAP;
  if (ticks > MPEGTS_WRAP / 2) ticks -= MPEGTS_WRAP;
  if (ticks < -MPEGTS_WRAP / 2) ticks += MPEGTS_WRAP;
  return Math.round((ticks * 1000) / MPEGTS_HZ) - (map.localMs - reference.localMs);
}

interface Segment {
  map: TimestampMap | null;
  /** The blocks after the header, each as its lines. */
  blocks: string[][];
}

/** Splits one segment into its header's timestamp map and its blocks; null when empty. */
function readSegment(text: string, segment: number): Segment | null {
  const lines = linesOf(text);
  if (lines.every((line) => line.trim() === "")) return null;
  if (!SIGNATURE.test(lines[0] ?? "")) throw new Error(`Subtitle segment ${segment} is not WebVTT`);
  let map: TimestampMap | null = null;
  let index = 1;
  // The header ends at the first blank line (or, in a sloppy file, at the first cue timing).
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (line.trim() === "" || line.includes("-->")) break;
    if (line.startsWith("X-TIMESTAMP-MAP=")) map = parseTimestampMap(line, segment);
  }
  const blocks: string[][] = [];
  let block: string[] = [];
  for (const line of lines.slice(index)) {
    if (line.trim() !== "") {
      block.push(line);
      continue;
    }
    if (block.length > 0) blocks.push(block);
    block = [];
  }
  if (block.length > 0) blocks.push(block);
  return { map, blocks };
}

/** A cue block moved by `shiftMs`; null when it ends before media time 0. */
function shiftCue(block: readonly string[], shiftMs: number): string[] | null {
  if (shiftMs === 0) return [...block];
  const moved: string[] = [];
  for (const line of block) {
    const timing = line.includes("-->") ? TIMING.exec(line) : null;
    if (!timing) {
      moved.push(
        line.replace(INLINE_TIMESTAMP, (tag, time: string) => {
          const ms = parseTimestamp(time);
          return ms === null ? tag : `<${formatTimestamp(Math.max(0, ms + shiftMs))}>`;
        }),
      );
      continue;
    }
    const [, indent = "", start = "", arrow = "", end = "", settings = ""] = timing;
    const startMs = parseTimestamp(start);
    const endMs = parseTimestamp(end);
    if (startMs === null || endMs === null) {
      moved.push(line); // Not a timing the shift understands: left for the reader to judge.
      continue;
    }
    if (endMs + shiftMs <= 0) return null; // hls.js drops cues that end before the media.
    const from = formatTimestamp(Math.max(0, startMs + shiftMs));
    moved.push(`${indent}${from}${arrow}${formatTimestamp(endMs + shiftMs)}${settings}`);
  }
  return moved;
}

/** Whether a block is a cue: its first or second line (after an identifier) holds "-->". */
function isCue(block: readonly string[]): boolean {
  return (block[0] ?? "").includes("-->") || (block[1] ?? "").includes("-->");
}

/**
 * Joins the segments of one WebVTT rendition into one document: one `WEBVTT` header, each
 * segment's header dropped, its cues kept in order. A segment with `X-TIMESTAMP-MAP` has its
 * cue times (and inline timestamps) moved by its offset relative to the first mapped segment,
 * so cues are in media time; without maps nothing moves (plain side files). STYLE and REGION
 * blocks move to the top (once each), NOTE blocks are dropped, empty segments are skipped, and
 * a cue repeated at a segment boundary (segmenters copy a cue into every segment it spans) is
 * kept once. Line breaks become "\n". Throws for a segment that is not WebVTT.
 */
export function joinWebVttSegments(texts: readonly string[]): string {
  const hoisted = new Set<string>();
  const cues: string[] = [];
  const seen = new Set<string>();
  let reference: TimestampMap | null = null;
  texts.forEach((text, index) => {
    const segment = readSegment(text, index + 1);
    if (!segment) return;
    reference ??= segment.map;
    const shiftMs = segment.map && reference ? shiftOf(segment.map, reference) : 0;
    for (const block of segment.blocks) {
      const first = block[0] ?? "";
      if (HOISTED_BLOCK.test(first)) hoisted.add(block.join("\n"));
      if (NOTE_BLOCK.test(first) || HOISTED_BLOCK.test(first) || !isCue(block)) continue;
      const cue = shiftCue(block, shiftMs);
      if (!cue) continue;
      // Identifiers restart in every segment; a repeat is the same timing and text.
      const key = cue.slice(cue.findIndex((line) => line.includes("-->"))).join("\n");
      if (seen.has(key)) continue;
      seen.add(key);
      cues.push(cue.join("\n"));
    }
  });
  const blocks = [...hoisted, ...cues];
  return blocks.length === 0 ? "WEBVTT\n" : `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
