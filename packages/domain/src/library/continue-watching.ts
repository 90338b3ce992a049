import type { ProgressAmount, ProgressEpisode, ProgressItem, ProgressSeason } from "./types";

/** Below this many seconds watched, a title has not really been started (SPEC §9). */
export const MIN_WATCHED_SECONDS = 20;

/** Within this many seconds of the end, a title counts as finished (SPEC §9). */
export const FINISHED_WITHIN_SECONDS = 2 * 60;

/** What a progress card shows: the position and, for a show, the episode it points at. */
export interface ShowState {
  progress: ProgressAmount;
  episode?: ProgressEpisode;
  season?: ProgressSeason;
}

/** True when the end is near. An unknown duration (0) is never finished. */
export function isFinished({ watched, duration }: ProgressAmount): boolean {
  return duration > 0 && duration - watched < FINISHED_WITHIN_SECONDS;
}

export function isBarelyStarted({ watched }: ProgressAmount): boolean {
  return watched < MIN_WATCHED_SECONDS;
}

/** The episode of a show watched (updated) last, with its season; null without one. */
export function latestEpisode(
  item: ProgressItem,
): { episode: ProgressEpisode; season: ProgressSeason } | null {
  let latest: ProgressEpisode | undefined;
  for (const episode of Object.values(item.episodes)) {
    if (!latest || episode.updatedAt > latest.updatedAt) latest = episode;
  }
  const season = latest ? item.seasons[latest.seasonId] : undefined;
  return latest && season ? { episode: latest, season } : null;
}

/**
 * The show state of a progress item, or null when it does not belong in Continue watching
 * (SPEC §4 "a progress item shows only if it has a show state", §9 thresholds):
 * - a movie under 20 s watched or within 2 minutes of its end is left out;
 * - a show points at its latest-updated episode, left out when that episode is within 2 minutes
 *   of its end, or is the first episode of the first season with under 20 s watched. A later
 *   episode at 0 s stays: it is the next episode autoplay queued up, where the viewer resumes.
 */
export function showState(item: ProgressItem): ShowState | null {
  if (item.type === "movie") {
    const progress = item.progress;
    if (!progress || isBarelyStarted(progress) || isFinished(progress)) return null;
    return { progress };
  }
  const latest = latestEpisode(item);
  if (!latest) return null;
  const { episode, season } = latest;
  if (isFinished(episode.progress)) return null;
  const firstOfAll = season.number === 1 && episode.number === 1;
  if (firstOfAll && isBarelyStarted(episode.progress)) return null;
  return { progress: episode.progress, episode, season };
}

/** Watched share as a whole percentage, 0-100 (SPEC §9: watched / duration, rounded). */
export function progressPercentage({ watched, duration }: ProgressAmount): number {
  if (!(duration > 0) || !(watched > 0)) return 0;
  return Math.min(100, Math.round((watched / duration) * 100));
}
