import type { CatalogueIndex } from "./catalogue-index";
import { MOVIE_GENRES, TV_GENRES } from "./data/genres";
import { appends, matchesGenres, pageOf, parseGenreFilter, parsePage, parsePathId } from "./params";
import { invalidParameter, notFound, ok, type CatalogueResponse } from "./responses";
import {
  creditsOf,
  movieDetails,
  movieExternalIds,
  movieListItem,
  seasonDetails,
  showDetails,
  showExternalIds,
  showListItem,
  type ShapeContext,
} from "./tmdb-shapes";

/** What every route gets: the index and the presenters' context for this request. */
export interface RouteContext extends ShapeContext {
  readonly index: CatalogueIndex;
}

type RouteHandler = (
  params: readonly string[],
  query: URLSearchParams,
  context: RouteContext,
) => CatalogueResponse;

/** A paged list: the page is checked before anything else is done. */
function paged<T>(query: URLSearchParams, items: () => readonly T[]): CatalogueResponse {
  const page = parsePage(query);
  return page.ok ? ok(pageOf(items(), page.value)) : page.response;
}

const searchMulti: RouteHandler = (_params, query, context) =>
  paged(query, () =>
    context.index
      .search(query.get("query") ?? "")
      .map((hit) =>
        hit.kind === "movie"
          ? { ...movieListItem(hit.movie, context), media_type: "movie" as const }
          : { ...showListItem(hit.show, context), media_type: "tv" as const },
      ),
  );

const MOVIE_LISTS = {
  now_playing: (index: CatalogueIndex) => index.nowPlayingMovies,
  popular: (index: CatalogueIndex) => index.popularMovies,
  top_rated: (index: CatalogueIndex) => index.topRatedMovies,
} as const;

const movieList: RouteHandler = ([name], query, context) => {
  const list = MOVIE_LISTS[name as keyof typeof MOVIE_LISTS];
  return paged(query, () => list(context.index).map((movie) => movieListItem(movie, context)));
};

const showList: RouteHandler = ([name], query, context) => {
  const shows = name === "popular" ? context.index.popularShows : context.index.topRatedShows;
  return paged(query, () => shows.map((show) => showListItem(show, context)));
};

const movieById: RouteHandler = ([id, sub], query, context) => {
  const movieId = parsePathId(id ?? "");
  const movie = movieId === null ? undefined : context.index.movieById.get(movieId);
  if (!movie) return notFound();
  if (sub === "external_ids") return ok(movieExternalIds(movie));
  if (sub === "credits") return ok(creditsOf(movie.id));
  const body = movieDetails(movie, context, appends(query, "external_ids"));
  return ok(appends(query, "credits") ? { ...body, credits: creditsOf(movie.id) } : body);
};

const showById: RouteHandler = ([id, sub], query, context) => {
  const showId = parsePathId(id ?? "");
  const show = showId === null ? undefined : context.index.showById.get(showId);
  if (!show) return notFound();
  if (sub === "external_ids") return ok(showExternalIds(show));
  if (sub === "credits") return ok(creditsOf(show.id));
  const body = showDetails(show, context, appends(query, "external_ids"));
  return ok(appends(query, "credits") ? { ...body, credits: creditsOf(show.id) } : body);
};

const seasonOfShow: RouteHandler = ([id, number], _query, context) => {
  const showId = parsePathId(id ?? "");
  const show = showId === null ? undefined : context.index.showById.get(showId);
  const seasonNumber = /^\d{1,3}$/.test(number ?? "") ? Number(number) : null;
  const season = show?.seasons.find((candidate) => candidate.seasonNumber === seasonNumber);
  if (!show || !season) return notFound();
  return ok(seasonDetails(show, season, context.today));
};

const findByExternalId: RouteHandler = ([externalId], query, context) => {
  const source = query.get("external_source") ?? "";
  if (source !== "imdb_id") {
    return invalidParameter(
      "external_source",
      source === ""
        ? "external_source is required; this catalogue supports imdb_id."
        : `external_source "${source}" is not supported; this catalogue supports imdb_id.`,
    );
  }
  const movie = context.index.movieByImdbId.get(externalId ?? "");
  const show = context.index.showByImdbId.get(externalId ?? "");
  return ok({
    movie_results: movie ? [{ ...movieListItem(movie, context), media_type: "movie" }] : [],
    person_results: [],
    tv_results: show ? [{ ...showListItem(show, context), media_type: "tv" }] : [],
    tv_episode_results: [],
    tv_season_results: [],
  });
};

const genreList: RouteHandler = ([kind]) =>
  ok({ genres: [...(kind === "movie" ? MOVIE_GENRES : TV_GENRES)] });

const discover: RouteHandler = ([kind], query, context) => {
  const filter = parseGenreFilter(query);
  if (!filter.ok) return filter.response;
  const { index } = context;
  if (kind === "movie") {
    return paged(query, () =>
      index.popularMovies
        .filter((movie) => matchesGenres(movie.genreIds, filter.value))
        .map((movie) => movieListItem(movie, context)),
    );
  }
  return paged(query, () =>
    index.popularShows
      .filter((show) => matchesGenres(show.genreIds, filter.value))
      .map((show) => showListItem(show, context)),
  );
};

/** The endpoints, first match wins. Paths are relative to the TMDB v3 root. */
export const ROUTES: ReadonlyArray<{ pattern: RegExp; handle: RouteHandler }> = [
  { pattern: /^search\/multi$/, handle: searchMulti },
  { pattern: /^movie\/(now_playing|popular|top_rated)$/, handle: movieList },
  { pattern: /^tv\/(popular|top_rated)$/, handle: showList },
  { pattern: /^movie\/([^/]+)(?:\/(external_ids|credits))?$/, handle: movieById },
  { pattern: /^tv\/([^/]+)\/season\/([^/]+)$/, handle: seasonOfShow },
  { pattern: /^tv\/([^/]+)(?:\/(external_ids|credits))?$/, handle: showById },
  { pattern: /^find\/([^/]+)$/, handle: findByExternalId },
  { pattern: /^genre\/(movie|tv)\/list$/, handle: genreList },
  { pattern: /^discover\/(movie|tv)$/, handle: discover },
];
