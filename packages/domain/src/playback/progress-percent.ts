import { progressPercentage } from "../library/continue-watching";

/** Share watched above which an episode's ring shows as complete (SPEC §9). */
export const EPISODE_COMPLETE_SHARE = 0.9;

/**
 * Percentage for an episode's progress ring: 100 once more than 90% is watched, otherwise the
 * rounded share (the same `progressPercentage` the library cards use).
 */
export function episodeRingPercent(watched: number, duration: number): number {
  if (duration > 0 && watched / duration > EPISODE_COMPLETE_SHARE) return 100;
  return progressPercentage({ watched, duration });
}
