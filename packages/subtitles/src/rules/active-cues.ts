import type { Cue } from "../types";

/** Looks up the cues showing at a moment of a track, fast enough for every time update. */
export interface CueIndex {
  /**
   * The cues showing at media time `time` (seconds) with `delay` applied, in start order. A
   * positive delay shows subtitles later: a cue from `start` to `end` shows from `start + delay`
   * to `end + delay` (end excluded).
   */
  at(time: number, delay?: number): Cue[];
}

/**
 * An index over `cues` (any order). Cues are sorted by start once; a lookup binary-searches the
 * last cue starting by then and walks back only while an earlier cue could still be showing,
 * known from the running maximum of end times. O(log n + shown) for ordinary files, where cues
 * overlap little; never worse than a scan.
 */
export function createCueIndex(cues: readonly Cue[]): CueIndex {
  const sorted = [...cues].sort((a, b) => a.start - b.start || a.end - b.end);
  const maxEnd: number[] = [];
  sorted.forEach((cue, index) => {
    maxEnd.push(Math.max(cue.end, maxEnd[index - 1] ?? -Infinity));
  });
  return {
    at(time, delay = 0) {
      const moment = time - delay;
      // The number of cues starting at or before `moment`.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((sorted[middle] as Cue).start <= moment) low = middle + 1;
        else high = middle;
      }
      const showing: Cue[] = [];
      for (let index = low - 1; index >= 0 && (maxEnd[index] as number) > moment; index--) {
        const cue = sorted[index] as Cue;
        if (cue.end > moment) showing.push(cue);
      }
      return showing.reverse();
    },
  };
}
