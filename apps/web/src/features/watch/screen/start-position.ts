import { hasReachedAutoplayPoint, parseStartTime } from "@matinee/domain";
import { getSavedProgress } from "../../library";

/**
 * Where playback starts: the `?t=` time of the URL when it parses, else the saved progress,
 * else 0. A title saved at its very end (past the autoplay point) starts over rather than
 * ending again at once.
 */
export function startPosition(
  startParam: string | null,
  saved: { watched: number; duration: number } | undefined,
): number {
  const fromUrl = parseStartTime(startParam);
  if (fromUrl !== null) return fromUrl;
  if (!saved || hasReachedAutoplayPoint(saved.watched, saved.duration)) return 0;
  return saved.watched;
}

/** Where the title (or episode) starts: `?t=` (`startParam`), else its saved progress. */
export function resumePosition(
  tmdbId: string,
  episodeId: string | undefined,
  startParam: string | null,
): number {
  return startPosition(startParam, getSavedProgress(tmdbId, episodeId));
}
