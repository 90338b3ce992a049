import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../shared/lib/services";
import { fetchLibraryStream, type StreamTarget } from "./library-api";
import type { WatchMeta } from "./watch-meta";

export function streamTargetOf(meta: WatchMeta): StreamTarget {
  return meta.kind === "movie"
    ? { kind: "movie", tmdbId: meta.tmdbId }
    : {
        kind: "tv",
        tmdbId: meta.tmdbId,
        season: meta.season.number,
        episode: meta.episode.number,
      };
}

/** A stable text key for a target: one player instance per title or episode. */
export function streamTargetKey(target: StreamTarget): string {
  return target.kind === "movie"
    ? `movie-${target.tmdbId}`
    : `tv-${target.tmdbId}-${target.season}-${target.episode}`;
}

/**
 * The media library's stream for a title; `data` is null when the library has none.
 * Not cached beyond the page: stream URLs may be short-lived.
 */
export function useLibraryStream(target: StreamTarget) {
  const { libraryUrl } = useServices();
  return useQuery({
    queryKey: ["library-stream", libraryUrl, streamTargetKey(target)],
    queryFn: ({ signal }) => fetchLibraryStream(libraryUrl, target, signal),
    gcTime: 0,
  });
}
