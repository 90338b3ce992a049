import { sanitiseMarkup } from "../markup/sanitise";
import { parseClock } from "./clock";
import { makeCue, pushCue, type SubtitleReader } from "./reader";
import { SUBVIEWER_TIMING } from "./timing-lines";

/**
 * SubViewer 2 (`.sub`) and YouTube's SBV (`.sbv`): a timing line "start,end", text lines up to a
 * blank line. SubViewer's `[br]` is a line break; its `[INFORMATION]` header and other
 * bracketed lines before the first cue are skipped.
 */
export const readSubViewer: SubtitleReader = (text) => {
  const cues: ReturnType<SubtitleReader> = [];
  let timing: RegExpExecArray | null = null;
  let lines: string[] = [];
  const finish = () => {
    if (!timing) return;
    const body = lines.join("\n").replace(/\[br\]/gi, "\n");
    pushCue(
      cues,
      makeCue(parseClock(timing[1] ?? ""), parseClock(timing[2] ?? ""), sanitiseMarkup(body)),
    );
    timing = null;
  };
  for (const line of text.split("\n")) {
    const match = SUBVIEWER_TIMING.exec(line);
    if (match) {
      finish();
      timing = match;
      lines = [];
    } else if (line.trim() === "") {
      finish();
    } else if (timing) {
      lines.push(line);
    }
  }
  finish();
  return cues;
};
