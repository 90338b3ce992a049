import { parseMediaId } from "@matinee/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { AppServices } from "../../shared/lib/services";
import type { Path } from "../../shared/router";
import { parseEpisodeIds } from "./episode-ids";
import { watchMetaQuery } from "./use-watch-meta";

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

/**
 * Opening the app on a media page: the title's details are asked for at once, while the page's
 * own code (a lazy chunk) is still being evaluated. `startMediaPage` and the page read the same
 * query, so they wait for this answer instead of asking again. The one part of the feature in
 * the entry chunk (the app imports it directly, not through index.ts): keep it small.
 */
export function prefetchTitle(
  location: Pick<Path, "pathname">,
  { queryClient, services }: { queryClient: QueryClient; services: AppServices },
): void {
  const params = mediaPageParams(location.pathname);
  if (!params || !services.metadata) return;
  // A failure is left for the page, which retries and shows it.
  void queryClient.prefetchQuery(
    watchMetaQuery(queryClient, services, params.ref, params.episodeIds),
  );
}
