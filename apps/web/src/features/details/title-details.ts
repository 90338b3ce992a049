import type { TmdbCredits, TmdbMovieDetails, TmdbShowDetails } from "@matinee/contracts";
import { buildMediaId, releaseYear, type MediaKind } from "@matinee/domain";

/** Everything the details page shows of a title, whichever kind it is. */
export interface TitleDetails {
  kind: MediaKind;
  tmdbId: string;
  /** The canonical media id, with the title's own slug. */
  mediaId: string;
  title: string;
  overview: string | null;
  year: number | null;
  releaseDate: string | null;
  genres: string[];
  /** Minutes (a show's usual episode length), or null when unknown. */
  runtime: number | null;
  /** Out of 10, one decimal; null when nobody rated it (the database says 0). */
  rating: number | null;
  posterPath: string | null;
  backdropPath: string | null;
  /** Shows only: the seasons with their episode counts ("specials", season 0, last). */
  seasons: Array<{ number: number; name: string; episodeCount: number | null }>;
  cast: Array<{ id: number; name: string; character: string | null }>;
}

/** How many cast members the page lists: the billing order puts the leads first. */
export const CAST_LIMIT = 12;

function ratingOf(voteAverage: number | undefined): number | null {
  return voteAverage && voteAverage > 0 ? Math.round(voteAverage * 10) / 10 : null;
}

function castOf(credits: TmdbCredits | undefined): TitleDetails["cast"] {
  return (credits?.cast ?? [])
    .slice()
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, CAST_LIMIT)
    .map((member) => ({ id: member.id, name: member.name, character: member.character || null }));
}

export function movieDetails(movie: TmdbMovieDetails): TitleDetails {
  const releaseDate = movie.release_date || null;
  return {
    kind: "movie",
    tmdbId: String(movie.id),
    mediaId: buildMediaId("movie", movie.id, movie.title),
    title: movie.title,
    overview: movie.overview || null,
    year: releaseYear(releaseDate),
    releaseDate,
    genres: (movie.genres ?? []).map((genre) => genre.name),
    runtime: movie.runtime || null,
    rating: ratingOf(movie.vote_average),
    posterPath: movie.poster_path,
    backdropPath: movie.backdrop_path ?? null,
    seasons: [],
    cast: castOf(movie.credits),
  };
}

export function showDetails(show: TmdbShowDetails): TitleDetails {
  const releaseDate = show.first_air_date || null;
  const seasons = show.seasons
    .map((season) => ({
      number: season.season_number,
      name: season.name,
      episodeCount: season.episode_count ?? null,
    }))
    .sort((a, b) => (a.number === 0 ? 1 : b.number === 0 ? -1 : a.number - b.number));
  return {
    kind: "tv",
    tmdbId: String(show.id),
    mediaId: buildMediaId("tv", show.id, show.name),
    title: show.name,
    overview: show.overview || null,
    year: releaseYear(releaseDate),
    releaseDate,
    genres: (show.genres ?? []).map((genre) => genre.name),
    runtime: show.episode_run_time?.[0] || null,
    rating: ratingOf(show.vote_average),
    posterPath: show.poster_path,
    backdropPath: show.backdrop_path ?? null,
    seasons,
    cast: castOf(show.credits),
  };
}
