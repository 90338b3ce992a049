import { resolveAirDate } from "./calendar";
import type { CatalogueEpisode, CatalogueSeason, CatalogueShow } from "./types";

/**
 * Stable ids for seasons and episodes. TMDB gives every season and episode its own id; we derive
 * ours from the show's local id and the season and episode numbers, so they never change when
 * data is added or reordered, and stay below 2^31 and within the 10 digits `TmdbId` allows.
 *
 * Invariants (checked by the data tests): show ids lie in 900000001..900009999, season and
 * episode numbers in 0..99. Seasons then take 1_900_000_000 + k*100 + s and episodes
 * 2_000_000_000 + k*10_000 + s*100 + e, where k = showId - 900_000_000: the two ranges never meet.
 */
export const LOCAL_ID_BASE = 900_000_000;

const SEASON_BASE = 1_900_000_000;
const EPISODE_BASE = 2_000_000_000;

export function seasonIdOf(showId: number, seasonNumber: number): number {
  return SEASON_BASE + (showId - LOCAL_ID_BASE) * 100 + seasonNumber;
}

export function episodeIdOf(showId: number, seasonNumber: number, episodeNumber: number): number {
  return EPISODE_BASE + (showId - LOCAL_ID_BASE) * 10_000 + seasonNumber * 100 + episodeNumber;
}

/** An episode with its fixed air date for a given today, and its derived id. */
export interface DatedEpisode {
  readonly id: number;
  readonly seasonNumber: number;
  readonly episode: CatalogueEpisode;
  readonly airDate: string;
}

export function datedSeasonEpisodes(
  show: CatalogueShow,
  season: CatalogueSeason,
  today: string,
): DatedEpisode[] {
  return season.episodes.map((episode) => ({
    id: episodeIdOf(show.id, season.seasonNumber, episode.episodeNumber),
    seasonNumber: season.seasonNumber,
    episode,
    airDate: resolveAirDate(episode.airDate, today),
  }));
}

/** Every episode of a show in broadcast order (seasons in order, episodes in order). */
export function datedEpisodes(show: CatalogueShow, today: string): DatedEpisode[] {
  return show.seasons.flatMap((season) => datedSeasonEpisodes(show, season, today));
}

/** An episode has aired once its air date is today or earlier (TMDB's rule). */
export function hasAired(episode: DatedEpisode, today: string): boolean {
  return episode.airDate <= today;
}

/** The first fixed air date of a show: what TMDB calls its first_air_date. */
export function firstAirDateOf(show: CatalogueShow): string {
  const fixed = show.seasons
    .flatMap((season) => season.episodes)
    .flatMap((episode) => (typeof episode.airDate === "string" ? [episode.airDate] : []));
  return fixed.reduce((first, date) => (date < first ? date : first), fixed[0] ?? "");
}
