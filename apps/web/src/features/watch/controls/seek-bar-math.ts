import type { TimeRange } from "@matinee/player";

/** The buffered stretch that contains `time` (where playback can go on without waiting). */
export function bufferedEnd(buffered: readonly TimeRange[], time: number): number {
  const range = buffered.find((entry) => entry.start <= time + 0.5 && time <= entry.end);
  return range ? range.end : time;
}

/** The share 0..1 of a duration; 0 while the duration is unknown. */
export function share(time: number, duration: number): number {
  return duration > 0 ? Math.min(1, Math.max(0, time / duration)) : 0;
}
