/** Seconds before the end when the next-episode button always shows (SPEC §9). */
export const NEXT_EPISODE_ALWAYS_SECONDS = 30;
/** Share played from which the button shows while the viewer hovers (SPEC §9). */
export const NEXT_EPISODE_HOVER_SHARE = 0.93;
/** Share of the duration left when the next episode starts by itself (SPEC §9). */
export const AUTOPLAY_REMAINING_SHARE = 0.01;

/**
 * Whether the next-episode button shows (SPEC §4): always within the last 30 s, from 93%
 * played only while hovering; never when hidden by the viewer or the duration is unknown.
 */
export function isNextEpisodeButtonVisible(input: {
  currentTime: number;
  duration: number;
  hovering: boolean;
  hidden?: boolean;
}): boolean {
  const { currentTime, duration } = input;
  if (input.hidden || !(duration > 0)) return false;
  if (duration - currentTime <= NEXT_EPISODE_ALWAYS_SECONDS) return true;
  return input.hovering && currentTime / duration >= NEXT_EPISODE_HOVER_SHARE;
}

/** Whether playback has reached the point where the next episode autoplays (1% left). */
export function hasReachedAutoplayPoint(currentTime: number, duration: number): boolean {
  return duration > 0 && currentTime >= duration - duration * AUTOPLAY_REMAINING_SHARE;
}

/**
 * Whether autoplay may run (SPEC §4, §6): the viewer's preference is on, and the host allows it
 * (configuration flag), or the extension is active, or a custom proxy is set.
 */
export function canAutoplayNext(input: {
  preferenceEnabled: boolean;
  allowedByConfig: boolean;
  hasExtension: boolean;
  hasCustomProxy: boolean;
}): boolean {
  return (
    input.preferenceEnabled && (input.allowedByConfig || input.hasExtension || input.hasCustomProxy)
  );
}
