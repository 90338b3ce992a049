import { firstAiredEpisode, isoDate, mediaPageAddress, nextEpisodeTarget } from "@matinee/domain";
import { useSeasonEpisodes } from "../use-season-episodes";
import type { WatchMeta } from "../watch-meta";

/** The address of an episode of the title. */
export function episodePath(mediaId: string, seasonId: number, episodeId: number): string {
  return mediaPageAddress(mediaId, { seasonId, episodeId });
}

/** Where "next episode" leads, and whether that starts the next season (its button says so). */
export interface NextEpisode {
  path: string;
  newSeason: boolean;
}

/**
 * Where "next episode" leads (SPEC §4): the following aired episode of the season, or at its
 * end the first aired episode of the next season (loaded when needed). Null for a movie, the
 * last episode, or a next episode that has not aired.
 */
export function useNextEpisode(meta: WatchMeta, mediaId: string): NextEpisode | null {
  const today = isoDate(new Date());
  const target =
    meta.kind === "tv"
      ? nextEpisodeTarget({
          episodes: meta.episodes,
          current: meta.episode.number,
          seasonNumber: meta.season.number,
          seasonNumbers: meta.seasons.map((season) => season.number),
          today,
        })
      : null;
  const nextSeasonNumber = target?.kind === "nextSeason" ? target.seasonNumber : null;
  const nextSeason = useSeasonEpisodes(meta.tmdbId, nextSeasonNumber);

  if (meta.kind === "movie" || !target) return null;
  if (target.kind === "episode") {
    return { path: episodePath(mediaId, meta.season.id, target.episode.id), newSeason: false };
  }
  const season = meta.seasons.find((entry) => entry.number === target.seasonNumber);
  const first = nextSeason.data ? firstAiredEpisode(nextSeason.data, today) : null;
  return season && first
    ? { path: episodePath(mediaId, season.id, first.id), newSeason: true }
    : null;
}
