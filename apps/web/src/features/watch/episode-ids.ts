import type {
  TmdbEpisode,
  TmdbSeasonDetails,
  TmdbShowDetails,
  TmdbSeasonSummary,
} from "@matinee/contracts";

/*
 * Show addresses carry TMDB *ids* of the season and the episode (`EpisodeIds`, read and written
 * by @matinee/domain's media-page-address), while the media library and the episode menus speak
 * in *numbers*. These helpers translate between the two.
 */

/** The season of a show with the given TMDB id. */
export function findSeasonById(show: TmdbShowDetails, seasonId: string): TmdbSeasonSummary | null {
  return show.seasons.find((season) => String(season.id) === seasonId) ?? null;
}

/** The episode of a season with the given TMDB id. */
export function findEpisodeById(season: TmdbSeasonDetails, episodeId: string): TmdbEpisode | null {
  return season.episodes.find((episode) => String(episode.id) === episodeId) ?? null;
}

/** Where a show starts: its lowest-numbered regular season (number 1 or more; 0 is specials). */
export function firstRegularSeason(show: TmdbShowDetails): TmdbSeasonSummary | null {
  let first: TmdbSeasonSummary | null = null;
  for (const season of show.seasons) {
    if (season.season_number < 1) continue;
    if (!first || season.season_number < first.season_number) first = season;
  }
  return first;
}

/** The lowest-numbered episode of a season. */
export function firstEpisode(season: TmdbSeasonDetails): TmdbEpisode | null {
  let first: TmdbEpisode | null = null;
  for (const episode of season.episodes) {
    if (!first || episode.episode_number < first.episode_number) first = episode;
  }
  return first;
}
