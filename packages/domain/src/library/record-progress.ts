import { yearAndPoster } from "./stored-values";
import type { ProgressInput, ProgressItem, ProgressItems } from "./types";

/** Whole seconds, never negative: players report fractions and, rarely, NaN. */
function seconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Writes one progress report into the items: a movie's own progress, or a show's episode (with
 * its season). The item's and the episode's `updatedAt` become `now`, so the show card points at
 * the episode watched last. A show report without an episode only refreshes the title.
 */
export function applyProgress(
  items: ProgressItems,
  input: ProgressInput,
  now: number,
): ProgressItems {
  const { media, episode } = input;
  const progress = { watched: seconds(input.watched), duration: seconds(input.duration) };
  const previous = items[media.tmdbId];
  const item: ProgressItem = {
    type: media.type,
    title: media.title,
    ...yearAndPoster(media),
    updatedAt: now,
    seasons: { ...previous?.seasons },
    episodes: { ...previous?.episodes },
  };

  if (media.type === "movie") {
    item.progress = progress;
  } else if (episode) {
    item.seasons[episode.seasonId] = {
      id: episode.seasonId,
      number: episode.seasonNumber,
      title: episode.seasonTitle,
    };
    item.episodes[episode.episodeId] = {
      id: episode.episodeId,
      number: episode.episodeNumber,
      title: episode.episodeTitle,
      seasonId: episode.seasonId,
      updatedAt: now,
      progress,
    };
  }
  return { ...items, [media.tmdbId]: item };
}

/** Removes a title's whole progress (edit mode on the home rows). */
export function removeProgress(items: ProgressItems, tmdbId: string): ProgressItems {
  if (!(tmdbId in items)) return items;
  const { [tmdbId]: _removed, ...rest } = items;
  return rest;
}

/** The saved position of a movie, or of one episode of a show; for resuming playback. */
export function savedProgress(
  items: ProgressItems,
  tmdbId: string,
  episodeId?: string,
): { watched: number; duration: number } | undefined {
  const item = items[tmdbId];
  if (!item) return undefined;
  const progress = episodeId === undefined ? item.progress : item.episodes[episodeId]?.progress;
  return progress ? { watched: progress.watched, duration: progress.duration } : undefined;
}
