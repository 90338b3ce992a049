import { MetadataError } from "@matinee/catalogue";
import type { TmdbMovieDetails, TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import { releaseYear, type EpisodeIds, type MediaRef } from "@matinee/domain";
import { findEpisodeById, findSeasonById, firstEpisode, firstRegularSeason } from "./episode-ids";

/** A season or episode as the player names it: TMDB id, number, title. */
export interface NumberedPart {
  id: number;
  number: number;
  title: string;
}

interface MetaCommon {
  tmdbId: string;
  title: string;
  year: number | null;
  posterPath: string | null;
}

/** An episode of the current season, as the episodes menu and the next-episode rule need it. */
export interface SeasonEpisode extends NumberedPart {
  /** "YYYY-MM-DD"; null when the database does not know it (treated as not aired). */
  airDate: string | null;
}

/** What the media page knows about the title being watched (SPEC §3, player meta). */
export type WatchMeta =
  | (MetaCommon & { kind: "movie" })
  | (MetaCommon & {
      kind: "tv";
      season: NumberedPart;
      episode: NumberedPart;
      /** The show's regular seasons (specials left out), by number. */
      seasons: NumberedPart[];
      /** The episodes of the current season, by number. */
      episodes: SeasonEpisode[];
    });

/** The metadata calls the page needs; the caller may cache them. */
export interface MetaSource {
  movie(id: string): Promise<TmdbMovieDetails>;
  show(id: string): Promise<TmdbShowDetails>;
  season(showId: string, seasonNumber: number): Promise<TmdbSeasonDetails>;
}

/** A season's episodes in the shape the player uses, by number. */
export function toSeasonEpisodes(season: TmdbSeasonDetails): SeasonEpisode[] {
  return [...season.episodes]
    .sort((a, b) => a.episode_number - b.episode_number)
    .map((entry) => ({
      id: entry.id,
      number: entry.episode_number,
      title: entry.name,
      airDate: entry.air_date ?? null,
    }));
}

function missing(what: string): MetadataError {
  return new MetadataError("notFound", `Not found: ${what}`, 404);
}

/**
 * Loads the title for the media page. For a show, `episodeIds` names the episode; without them
 * the show's first regular season and its first episode are chosen.
 * Rejects with a `notFound` {@link MetadataError} when the title, season or episode is unknown.
 */
export async function loadWatchMeta(
  source: MetaSource,
  ref: MediaRef,
  episodeIds: EpisodeIds | null,
): Promise<WatchMeta> {
  if (ref.kind === "movie") {
    const movie = await source.movie(ref.tmdbId);
    return {
      kind: "movie",
      tmdbId: ref.tmdbId,
      title: movie.title,
      year: releaseYear(movie.release_date),
      posterPath: movie.poster_path,
    };
  }

  const show = await source.show(ref.tmdbId);
  const seasonSummary = episodeIds
    ? findSeasonById(show, episodeIds.seasonId)
    : firstRegularSeason(show);
  if (!seasonSummary) throw missing(`season of tv/${ref.tmdbId}`);
  const season = await source.season(ref.tmdbId, seasonSummary.season_number);
  const episode = episodeIds ? findEpisodeById(season, episodeIds.episodeId) : firstEpisode(season);
  if (!episode) throw missing(`episode of tv/${ref.tmdbId}`);

  return {
    kind: "tv",
    tmdbId: ref.tmdbId,
    title: show.name,
    year: releaseYear(show.first_air_date),
    posterPath: show.poster_path,
    season: { id: season.id, number: season.season_number, title: season.name },
    episode: { id: episode.id, number: episode.episode_number, title: episode.name },
    seasons: show.seasons
      .filter((entry) => entry.season_number > 0)
      .sort((a, b) => a.season_number - b.season_number)
      .map((entry) => ({ id: entry.id, number: entry.season_number, title: entry.name })),
    episodes: toSeasonEpisodes(season),
  };
}
