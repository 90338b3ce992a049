import type { Cue } from "../types";

/**
 * Cues moved by `delay` seconds (positive: later), as the viewer set it in the player, for a
 * download that plays in sync elsewhere. A cue pushed wholly before 0 is dropped; one crossing
 * 0 starts at 0.
 */
export function shiftCues(cues: readonly Cue[], delay = 0): Cue[] {
  if (delay === 0) return [...cues];
  return cues
    .map((cue) => ({ ...cue, start: Math.max(0, cue.start + delay), end: cue.end + delay }))
    .filter((cue) => cue.end > cue.start);
}
