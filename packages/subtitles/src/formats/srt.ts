import { sanitiseMarkup } from "../markup/sanitise";
import type { CueAnchor, CueLayout } from "../types";
import { legacyAnchor } from "./anchor";
import { parseClock } from "./clock";
import { makeCue, pushCue, type SubtitleReader } from "./reader";
import { SRT_TIMING } from "./timing-lines";

/** ASS-style override blocks some SRT files carry: `{\an8}`, `{\i1}`, `{\pos(…)}`. */
const OVERRIDE = /\{\\[^}]*\}/g;

/** The `{\anN}` (or legacy `{\aN}`) position of an SRT cue, as a layout. */
function overrideLayout(text: string): CueLayout | undefined {
  const numpad = /\{[^}]*\\an([1-9])/.exec(text)?.[1];
  if (numpad) return numpad === "2" ? undefined : { anchor: Number(numpad) as CueAnchor };
  const legacy = legacyAnchor(Number(/\{[^}]*\\a(\d{1,2})(?!\d)/.exec(text)?.[1] ?? 0));
  return legacy === undefined || legacy === 2 ? undefined : { anchor: legacy };
}

/** Lines between two timing lines: drop trailing blanks and the next cue's number. */
function cueLines(lines: string[], beforeTiming: boolean): string[] {
  const out = [...lines];
  while (out.length > 0 && (out[out.length - 1] ?? "").trim() === "") out.pop();
  if (beforeTiming && out.length > 0 && /^\s*\d+\s*$/.test(out[out.length - 1] ?? "")) {
    out.pop();
    while (out.length > 0 && (out[out.length - 1] ?? "").trim() === "") out.pop();
  }
  return out;
}

/**
 * SubRip. Forgiving the way players are: cue numbers optional or wrong, blank lines missing
 * between cues or doubled, dots for the millisecond commas, `{\an8}` positions kept (other
 * override blocks dropped), HTML-like tags sanitised.
 */
export const readSrt: SubtitleReader = (text) => {
  const cues: ReturnType<SubtitleReader> = [];
  let timing: RegExpExecArray | null = null;
  let lines: string[] = [];
  const finish = (beforeTiming: boolean) => {
    if (!timing) return;
    const body = cueLines(lines, beforeTiming).join("\n");
    const content = sanitiseMarkup(body.replace(OVERRIDE, ""));
    pushCue(
      cues,
      makeCue(
        parseClock(timing[1] ?? ""),
        parseClock(timing[2] ?? ""),
        content,
        overrideLayout(body),
      ),
    );
  };
  for (const line of text.split("\n")) {
    const match = SRT_TIMING.exec(line);
    if (match) {
      finish(true);
      timing = match;
      lines = [];
    } else if (timing) {
      lines.push(line);
    }
  }
  finish(false);
  return cues;
};
