import type {
  TmdbEpisode,
  TmdbMovieDetails,
  TmdbMovieListItem,
  TmdbSeasonDetails,
  TmdbSeasonSummary,
  TmdbShowDetails,
  TmdbShowListItem,
} from "@matinee/contracts";
import { releaseYear } from "@matinee/domain";
import { MOVIE_GENRES, TV_GENRES } from "./data/genres";
import { renderPoster } from "./posters";
import {
  datedEpisodes,
  datedSeasonEpisodes,
  firstAirDateOf,
  hasAired,
  seasonIdOf,
  type DatedEpisode,
} from "./show-calendar";
import type { CatalogueMovie, CatalogueSeason, CatalogueShow } from "./types";

/**
 * TMDB v3 response shapes made from catalogue records. Fields TMDB has and we cannot fill
 * honestly get TMDB's own "unknown" values (null, 0, []); nothing is invented.
 */

/** What the presenters need besides the record: today, and the popularity stand-in. */
export interface ShapeContext {
  readonly today: string;
  readonly popularityOf: (kind: "movie" | "tv", id: number) => number;
}

export type MovieListItemBody = TmdbMovieListItem & { adult: false; video: false };
export type ShowListItemBody = TmdbShowListItem & { adult: false };
export type EpisodeBody = TmdbEpisode & { show_id: number; vote_average: 0; vote_count: 0 };

export function posterPathOf(kind: "movie" | "tv", id: number): string {
  return `/${kind}-${id}.svg`;
}

function genresOf(ids: readonly number[], list: typeof MOVIE_GENRES) {
  return list.filter((genre) => ids.includes(genre.id));
}

export function movieListItem(movie: CatalogueMovie, context: ShapeContext): MovieListItemBody {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [...movie.genreIds],
    id: movie.id,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: context.popularityOf("movie", movie.id),
    poster_path: posterPathOf("movie", movie.id),
    release_date: movie.releaseDate,
    title: movie.title,
    video: false,
    vote_average: 0,
    vote_count: 0,
  };
}

export function showListItem(show: CatalogueShow, context: ShapeContext): ShowListItemBody {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [...show.genreIds],
    id: show.id,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: context.popularityOf("tv", show.id),
    poster_path: posterPathOf("tv", show.id),
    first_air_date: firstAirDateOf(show),
    name: show.name,
    vote_average: 0,
    vote_count: 0,
  };
}

export function movieExternalIds(movie: CatalogueMovie) {
  return {
    id: movie.id,
    imdb_id: movie.imdbId,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

export function showExternalIds(show: CatalogueShow) {
  return {
    id: show.id,
    imdb_id: show.imdbId,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: null,
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

/**
 * TMDB's credits shape. The catalogue records no cast or crew it could vouch for, so the lists
 * are empty (as TMDB's are for many old films) rather than invented.
 */
export function creditsOf(id: number) {
  return { id, cast: [] as never[], crew: [] as never[] };
}

export function movieDetails(
  movie: CatalogueMovie,
  context: ShapeContext,
  withExternalIds: boolean,
): TmdbMovieDetails & { adult: false; popularity: number; video: false } {
  return {
    adult: false,
    backdrop_path: null,
    genres: genresOf(movie.genreIds, MOVIE_GENRES),
    id: movie.id,
    imdb_id: movie.imdbId,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: context.popularityOf("movie", movie.id),
    poster_path: posterPathOf("movie", movie.id),
    release_date: movie.releaseDate,
    runtime: movie.runtime,
    status: "Released",
    tagline: null,
    title: movie.title,
    video: false,
    vote_average: 0,
    vote_count: 0,
    ...(withExternalIds ? { external_ids: movieExternalIds(movie) } : {}),
  };
}

export function episodeBody(show: CatalogueShow, dated: DatedEpisode): EpisodeBody {
  return {
    air_date: dated.airDate,
    episode_number: dated.episode.episodeNumber,
    id: dated.id,
    name: dated.episode.name,
    overview: dated.episode.overview,
    runtime: dated.episode.runtime,
    season_number: dated.seasonNumber,
    show_id: show.id,
    still_path: null,
    vote_average: 0,
    vote_count: 0,
  };
}

function seasonSummary(
  show: CatalogueShow,
  season: CatalogueSeason,
  today: string,
): TmdbSeasonSummary & { vote_average: 0 } {
  const episodes = datedSeasonEpisodes(show, season, today);
  return {
    air_date: episodes[0]?.airDate ?? null,
    episode_count: episodes.length,
    id: seasonIdOf(show.id, season.seasonNumber),
    name: `Season ${season.seasonNumber}`,
    overview: season.overview,
    poster_path: posterPathOf("tv", show.id),
    season_number: season.seasonNumber,
    vote_average: 0,
  };
}

export function seasonDetails(
  show: CatalogueShow,
  season: CatalogueSeason,
  today: string,
): TmdbSeasonDetails & { vote_average: 0 } {
  const { episode_count: _count, ...summary } = seasonSummary(show, season, today);
  return {
    ...summary,
    episodes: datedSeasonEpisodes(show, season, today).map((dated) => episodeBody(show, dated)),
  };
}

/** A series that still has an episode to come is "Returning Series", else "Ended" (TMDB's words). */
export function showDetails(show: CatalogueShow, context: ShapeContext, withExternalIds: boolean) {
  const { today } = context;
  const episodes = datedEpisodes(show, today);
  const aired = episodes.filter((episode) => hasAired(episode, today));
  const upcoming = episodes.filter((episode) => !hasAired(episode, today));
  const lastAired = aired.at(-1);
  const next = upcoming[0];
  const runtimes = new Set(aired.flatMap((dated) => dated.episode.runtime ?? []));
  const body: TmdbShowDetails & Record<string, unknown> = {
    adult: false,
    backdrop_path: null,
    episode_run_time: [...runtimes].sort((a, b) => a - b),
    first_air_date: firstAirDateOf(show),
    genres: genresOf(show.genreIds, TV_GENRES),
    id: show.id,
    in_production: next !== undefined,
    languages: [show.originalLanguage],
    last_air_date: lastAired?.airDate ?? null,
    last_episode_to_air: lastAired ? episodeBody(show, lastAired) : null,
    name: show.name,
    next_episode_to_air: next ? episodeBody(show, next) : null,
    number_of_episodes: episodes.length,
    number_of_seasons: show.seasons.length,
    original_language: show.originalLanguage,
    original_name: show.originalName,
    overview: show.overview,
    popularity: context.popularityOf("tv", show.id),
    poster_path: posterPathOf("tv", show.id),
    seasons: show.seasons.map((season) => seasonSummary(show, season, today)),
    status: next ? "Returning Series" : "Ended",
    vote_average: 0,
    vote_count: 0,
    ...(withExternalIds ? { external_ids: showExternalIds(show) } : {}),
  };
  return body;
}

/** The poster of a film: its title and release year. */
export function moviePoster(movie: CatalogueMovie): string {
  return renderPoster({
    kind: "movie",
    title: movie.title,
    years: String(releaseYear(movie.releaseDate) ?? ""),
  });
}

/** The poster of a series: its name and the years its fixed-date episodes span. */
export function showPoster(show: CatalogueShow): string {
  const years = show.seasons
    .flatMap((season) => season.episodes)
    .flatMap((episode) => (typeof episode.airDate === "string" ? [episode.airDate] : []))
    .flatMap((airDate) => releaseYear(airDate) ?? []);
  const first = Math.min(...years);
  const last = Math.max(...years);
  return renderPoster({
    kind: "tv",
    title: show.name,
    years: first === last ? String(first) : `${first}\u2013${last}`,
  });
}
