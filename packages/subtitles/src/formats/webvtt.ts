import { SubtitleParseError } from "../errors";
import { sanitiseMarkup } from "../markup/sanitise";
import { parseClock } from "./clock";
import { makeCue, pushCue, type SubtitleReader } from "./reader";
import { VTT_HEADER } from "./timing-lines";
import { parseVttSettings, vttLayout } from "./webvtt-settings";

const TIMING = /^\s*(\S+)[ \t]+-->[ \t]+(\S+)(.*)$/;

/** Splits lines into blocks separated by blank lines. */
function blocks(lines: readonly string[]): string[][] {
  const out: string[][] = [];
  let block: string[] = [];
  for (const line of lines) {
    if (line.trim() === "") {
      if (block.length > 0) out.push(block);
      block = [];
    } else {
      block.push(line);
    }
  }
  if (block.length > 0) out.push(block);
  return out;
}

/**
 * WebVTT: the signature line, then blocks. A block whose first or second line holds "-->" is a
 * cue (the other line its identifier); NOTE, STYLE and REGION blocks and anything else are
 * skipped (even a NOTE that wrongly holds an arrow). A "-->" line inside a cue's text starts the next cue, as in the standard's parser.
 * Cue settings become the cue's layout; cue text (voices, classes, ruby, languages, timestamp
 * tags) goes through the sanitiser. Commas before milliseconds are forgiven.
 */
export const readWebVtt: SubtitleReader = (text) => {
  const lines = text.split("\n");
  if (!VTT_HEADER.test(lines[0] ?? "")) throw new SubtitleParseError("invalidFormat");
  const headerEnd = lines.findIndex((line) => line.trim() === "");
  const cues: ReturnType<SubtitleReader> = [];
  if (headerEnd === -1) return cues;
  for (const block of blocks(lines.slice(headerEnd))) {
    let index = block.findIndex((line) => line.includes("-->"));
    if (index < 0 || index > 1 || /^(NOTE|STYLE|REGION)(\s|$)/.test(block[0] ?? "")) continue;
    while (index < block.length) {
      const timing = TIMING.exec(block[index] ?? "");
      let end = index + 1;
      while (end < block.length && !(block[end] ?? "").includes("-->")) end++;
      if (timing) {
        const [, start = "", stop = "", settings = ""] = timing;
        const content = sanitiseMarkup(block.slice(index + 1, end).join("\n"));
        pushCue(
          cues,
          makeCue(
            parseClock(start),
            parseClock(stop),
            content,
            vttLayout(parseVttSettings(settings)),
          ),
        );
      }
      index = end;
    }
  }
  return cues;
};
