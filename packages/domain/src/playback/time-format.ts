/** How the player shows time (SPEC §4): position / duration, or what is left. */
export type TimeFormat = "regular" | "remaining";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * "m:ss", or "h:mm:ss" when the time (or `reference`, usually the duration, so both sides of
 * "12:03 / 1:40:00" line up) reaches an hour. Negative and non-finite values show as 0.
 */
export function formatPlaybackTime(seconds: number, reference = seconds): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0 || (Number.isFinite(reference) && reference >= 3600))
    return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${minutes}:${pad(rest)}`;
}

/** Seconds of real time left at the given playback rate (never negative). */
export function remainingSeconds(currentTime: number, duration: number, playbackRate = 1): number {
  const left = Math.max(0, duration - currentTime);
  return playbackRate > 0 ? left / playbackRate : left;
}

/** When playback will end if it runs on from `now` (the "finishes at" clock). */
export function finishTime(
  now: Date,
  currentTime: number,
  duration: number,
  playbackRate = 1,
): Date {
  return new Date(now.getTime() + remainingSeconds(currentTime, duration, playbackRate) * 1000);
}

/** The time display's two parts in the chosen format; the UI adds the words and the clock. */
export function formatTimeDisplay(
  format: TimeFormat,
  currentTime: number,
  duration: number,
  playbackRate = 1,
): { current: string; total: string } {
  if (format === "remaining") {
    const left = remainingSeconds(currentTime, duration, playbackRate);
    return { current: formatPlaybackTime(left), total: formatPlaybackTime(duration) };
  }
  return {
    current: formatPlaybackTime(currentTime, duration),
    total: formatPlaybackTime(duration),
  };
}
