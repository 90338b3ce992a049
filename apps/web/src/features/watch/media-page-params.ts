import { parseMediaId } from "@matinee/domain";
import { parseEpisodeIds } from "./episode-ids";

/**
 * The title and episode a media page's URL segments name, or null when they name no page: a
 * malformed id, a season without an episode, or episode ids on a movie.
 */
export function mediaPageOf(media: string, season?: string, episode?: string) {
  const ref = parseMediaId(media);
  const episodeIds = parseEpisodeIds(season, episode);
  const hasEpisodeSegments = season !== undefined || episode !== undefined;
  if (!ref || (hasEpisodeSegments && (!episodeIds || ref.kind === "movie"))) return null;
  return { ref, episodeIds };
}

/** `/media/{media}` or `/media/{media}/{seasonId}/{episodeId}`, split as the router splits it. */
export function mediaPageParams(path: string) {
  const [, first, media, season, episode, ...rest] = path.split("/").map(decodeSegment);
  if (first !== "media" || media === undefined || rest.length > 0) return null;
  return mediaPageOf(media, season, episode);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
