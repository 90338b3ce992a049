import type {
  TmdbFindResult,
  TmdbGenreList,
  TmdbMovieDetails,
  TmdbMovieListItem,
  TmdbMultiItem,
  TmdbPage,
  TmdbSeasonDetails,
  TmdbShowDetails,
  TmdbShowListItem,
} from "@matinee/contracts";
import type { MediaKind } from "@matinee/domain";
import { createMetadataRequest } from "./metadata-request";
import type { ResponseSchemas } from "./response-schemas";
import { toSearchResults, type SearchResult } from "./search-results";
import { titleCardCheck } from "./title-card";

export { MetadataError, type MetadataErrorKind } from "./metadata-request";

export interface MetadataClientOptions {
  /** TMDB-v3-shaped API base, without a trailing slash. */
  baseUrl: string;
  /** Second host, tried once when the first fails or times out. */
  fallbackUrl?: string | null;
  /** TMDB v4 read access token, sent as a bearer token. The open catalogue needs none. */
  token?: string | null;
  /** Image base; posters are `{imageBaseUrl}/{size}{poster_path}`. */
  imageBaseUrl: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Time allowed to the first host. Default 5 s (SPEC §9). */
  primaryTimeoutMs?: number;
  /** Time allowed to the fallback host. Default 30 s (SPEC §9). */
  fallbackTimeoutMs?: number;
  /** Metadata language. Default en-US (SPEC §7). */
  language?: string;
  /** How long a 404 is remembered (not asked again). Default 10 minutes. */
  notFoundMemoryMs?: number;
  /** The clock of that memory. Default Date.now. */
  now?: () => number;
}

export type MovieListName = "now_playing" | "top_rated" | "popular";
export type ShowListName = "top_rated" | "popular";
export type PosterSize = "w92" | "w154" | "w185" | "w342" | "w500" | "w780" | "original";

let loadedSchemas: Promise<ResponseSchemas> | undefined;

/** One answer shape, loading them all on first use (see response-schemas.ts for why). */
function schema<K extends keyof ResponseSchemas>(key: K): Promise<ResponseSchemas[K]> {
  loadedSchemas ??= import("./response-schemas").then(
    (module) => module.responseSchemas,
    (error: unknown) => {
      loadedSchemas = undefined; // a failed download is tried again by the next request
      throw error;
    },
  );
  return loadedSchemas.then((schemas) => schemas[key]);
}

/** Details come with the ids other services need (IMDb) and the cast, in one request. */
const DETAILS_APPEND = "external_ids,credits";

/**
 * A client for TMDB v3 and for anything that answers in its shapes (Matinee's open catalogue).
 * Each call goes to the primary host with a short time-out, then once to the fallback host.
 */
export function createMetadataClient(options: MetadataClientOptions) {
  const get = createMetadataRequest(options);

  function searchMulti(query: string, signal?: AbortSignal): Promise<TmdbPage<TmdbMultiItem>> {
    return get(
      schema("multiPage"),
      "search/multi",
      { query, include_adult: false, page: 1 },
      signal,
    );
  }

  return {
    /** `search/multi`, page 1, adult titles excluded. May include people; see searchTitles. */
    searchMulti,
    /** A search with every rule of SPEC §5 applied: movies and shows only, posters first. */
    async searchTitles(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
      return toSearchResults((await searchMulti(query, signal)).results);
    },
    getMovie(id: string | number, signal?: AbortSignal): Promise<TmdbMovieDetails> {
      return get(
        schema("movieDetails"),
        `movie/${id}`,
        { append_to_response: DETAILS_APPEND },
        signal,
      );
    },
    getShow(id: string | number, signal?: AbortSignal): Promise<TmdbShowDetails> {
      return get(schema("showDetails"), `tv/${id}`, { append_to_response: DETAILS_APPEND }, signal);
    },
    /**
     * A title's card (name, year, poster) from its details, checked by hand: a page of cards
     * alone does not load the validation library. Same request as getMovie/getShow.
     */
    getTitleCard(
      kind: MediaKind,
      id: string | number,
      signal?: AbortSignal,
    ): Promise<SearchResult> {
      const path = kind === "movie" ? `movie/${id}` : `tv/${id}`;
      return get(titleCardCheck(kind), path, { append_to_response: DETAILS_APPEND }, signal);
    },
    getSeason(
      showId: string | number,
      season: number,
      signal?: AbortSignal,
    ): Promise<TmdbSeasonDetails> {
      return get(schema("season"), `tv/${showId}/season/${season}`, {}, signal);
    },
    findByImdbId(imdbId: string, signal?: AbortSignal): Promise<TmdbFindResult> {
      return get(schema("find"), `find/${imdbId}`, { external_source: "imdb_id" }, signal);
    },
    movieList(
      name: MovieListName,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbMovieListItem>> {
      return get(schema("moviePage"), `movie/${name}`, { page }, signal);
    },
    showList(
      name: ShowListName,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbShowListItem>> {
      return get(schema("showPage"), `tv/${name}`, { page }, signal);
    },
    genres(kind: MediaKind, signal?: AbortSignal): Promise<TmdbGenreList> {
      return get(schema("genres"), `genre/${kind}/list`, {}, signal);
    },
    discoverMovies(
      genreId: number,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbMovieListItem>> {
      return get(schema("moviePage"), "discover/movie", { with_genres: genreId, page }, signal);
    },
    discoverShows(
      genreId: number,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbShowListItem>> {
      return get(schema("showPage"), "discover/tv", { with_genres: genreId, page }, signal);
    },
    /** Full URL of a poster, or null when the title has none. */
    posterUrl(posterPath: string | null | undefined, size: PosterSize = "w342"): string | null {
      return posterPath ? `${options.imageBaseUrl}/${size}${posterPath}` : null;
    },
  };
}

export type MetadataClient = ReturnType<typeof createMetadataClient>;
