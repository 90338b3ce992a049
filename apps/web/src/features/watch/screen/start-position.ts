import { hasReachedAutoplayPoint, parseStartTime } from "@matinee/domain";

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
