import type { SearchResult } from "@matinee/catalogue";
import type { TmdbGenre } from "@matinee/contracts";
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useServices } from "../../shared/lib/services";
import {
  genreListQuery,
  movieGenreQuery,
  movieListQuery,
  showGenreQuery,
  showListQuery,
} from "./discover-queries";
import {
  MOVIE_GENRE_COUNT,
  pickRandom,
  randomPage,
  TV_GENRE_COUNT,
  type Random,
} from "./discover-rules";

/** The translation keys of the fixed carousels' titles. */
type FixedTitleKey =
  | "discover.movies.nowPlaying"
  | "discover.movies.topRated"
  | "discover.movies.popular"
  | "discover.shows.topRated"
  | "discover.shows.popular";

/** The query of one carousel's titles. */
export type CarouselQuery = UseQueryOptions<SearchResult[]>;

/**
 * One carousel: its title (a translation key, or a genre's own name) and its query. The carousel
 * subscribes to its own query, so a row's data arriving re-renders that row, not the page.
 */
export interface CarouselModel {
  id: string;
  label: { key: FixedTitleKey } | { genre: string };
  query: CarouselQuery;
}

interface GenreDraw {
  genre: TmdbGenre;
  page: number;
}

/**
 * The genres of this visit: drawn once when the list arrives, then kept while the page lives.
 * Null while the list is on its way.
 */
function useGenreDraws(kind: "movie" | "tv", count: number, random: Random): GenreDraw[] | null {
  const services = useServices();
  const genres = useQuery(genreListQuery(services, kind));
  const isPending = genres.isPending;
  return useMemo(
    () =>
      isPending
        ? null
        : pickRandom(genres.data ?? [], count, random).map((genre) => ({
            genre,
            page: kind === "movie" ? randomPage(random) : 1,
          })),
    [isPending, genres.data, count, kind, random],
  );
}

/**
 * Every Discover carousel (SPEC §2): the fixed lists and the random genres. The page only waits
 * for the two genre lists; each carousel runs its own query as it comes near the screen (those
 * on the first screen at once), through the cache.
 */
export function useDiscover(random: Random = Math.random) {
  const services = useServices();
  const [stableRandom] = useState(() => random);
  const movieDrawsOrNull = useGenreDraws("movie", MOVIE_GENRE_COUNT, stableRandom);
  const tvDrawsOrNull = useGenreDraws("tv", TV_GENRE_COUNT, stableRandom);

  return useMemo(() => {
    const movieDraws = movieDrawsOrNull ?? [];
    const tvDraws = tvDrawsOrNull ?? [];
    const genreMovieQueries = movieDraws.map(({ genre, page }) =>
      movieGenreQuery(services, genre.id, page, stableRandom),
    );
    const movies: CarouselModel[] = [
      fixed("now-playing", "discover.movies.nowPlaying", movieListQuery(services, "now_playing")),
      fixed("top-rated", "discover.movies.topRated", movieListQuery(services, "top_rated")),
      fixed("popular", "discover.movies.popular", movieListQuery(services, "popular")),
      ...movieDraws.map(({ genre }, i) => ({
        id: `movie-genre-${genre.id}`,
        label: { genre: genre.name },
        query: genreMovieQueries[i] as CarouselQuery,
      })),
    ];
    const shows: CarouselModel[] = [
      fixed("tv-top-rated", "discover.shows.topRated", showListQuery(services, "top_rated")),
      fixed("tv-popular", "discover.shows.popular", showListQuery(services, "popular")),
      ...tvDraws.map(({ genre }) => ({
        id: `tv-genre-${genre.id}`,
        label: { genre: genre.name },
        query: showGenreQuery(services, genre.id),
      })),
    ];
    // Rows still to come keep their room, so the page below them does not jump (layout shift).
    const waiting = {
      movies: movieDrawsOrNull ? 0 : MOVIE_GENRE_COUNT,
      shows: tvDrawsOrNull ? 0 : TV_GENRE_COUNT,
    };
    return { movies, shows, waiting, genreMovieQueries, random: stableRandom };
  }, [services, movieDrawsOrNull, tvDrawsOrNull, stableRandom]);
}

function fixed(id: string, key: FixedTitleKey, query: CarouselQuery): CarouselModel {
  return { id, label: { key }, query };
}
