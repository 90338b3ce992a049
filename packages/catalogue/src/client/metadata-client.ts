import {
  tmdbFindResultSchema,
  tmdbGenreListSchema,
  tmdbMovieDetailsSchema,
  tmdbMovieListItemSchema,
  tmdbMultiItemSchema,
  tmdbPageSchema,
  tmdbSeasonDetailsSchema,
  tmdbShowDetailsSchema,
  tmdbShowListItemSchema,
  type TmdbFindResult,
  type TmdbGenreList,
  type TmdbMovieDetails,
  type TmdbMovieListItem,
  type TmdbMultiItem,
  type TmdbPage,
  type TmdbSeasonDetails,
  type TmdbShowDetails,
  type TmdbShowListItem,
} from "@matinee/contracts";
import type { MediaKind } from "@matinee/domain";
import type * as z from "zod/mini";

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
}

/** Why a metadata call failed: `notFound` (404), `http` (other status), `network`, `invalid` body. */
export type MetadataErrorKind = "notFound" | "http" | "network" | "invalid";

export class MetadataError extends Error {
  override readonly name = "MetadataError";
  constructor(
    readonly kind: MetadataErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type MovieListName = "now_playing" | "top_rated" | "popular";
export type ShowListName = "top_rated" | "popular";
export type PosterSize = "w92" | "w154" | "w185" | "w342" | "w500" | "w780" | "original";

type Query = Record<string, string | number | boolean | undefined>;

const multiPage = tmdbPageSchema(tmdbMultiItemSchema);
const moviePage = tmdbPageSchema(tmdbMovieListItemSchema);
const showPage = tmdbPageSchema(tmdbShowListItemSchema);

/**
 * A client for TMDB v3 and for anything that answers in its shapes (Matinee's open catalogue).
 * Each call goes to the primary host with a short time-out, then once to the fallback host.
 */
export function createMetadataClient(options: MetadataClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const language = options.language ?? "en-US";
  const hosts: Array<{ base: string; timeoutMs: number }> = [
    { base: options.baseUrl, timeoutMs: options.primaryTimeoutMs ?? 5_000 },
  ];
  if (options.fallbackUrl && options.fallbackUrl !== options.baseUrl) {
    hosts.push({ base: options.fallbackUrl, timeoutMs: options.fallbackTimeoutMs ?? 30_000 });
  }

  function buildUrl(base: string, path: string, query: Query): string {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries({ language, ...query })) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  async function attempt(
    base: string,
    timeoutMs: number,
    path: string,
    query: Query,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await doFetch(buildUrl(base, path, query), {
        headers,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new MetadataError("network", `Could not reach ${base}: ${String(cause)}`);
    }
    if (response.status === 404) {
      throw new MetadataError("notFound", `Not found: ${path}`, 404);
    }
    if (!response.ok) {
      throw new MetadataError("http", `${path} answered ${response.status}`, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new MetadataError("invalid", `${path} did not answer with JSON`);
    }
  }

  async function get<T extends z.ZodMiniType>(
    schema: T,
    path: string,
    query: Query = {},
    signal?: AbortSignal,
  ): Promise<z.infer<T>> {
    let lastError: unknown;
    for (const host of hosts) {
      try {
        const body = await attempt(host.base, host.timeoutMs, path, query, signal);
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          throw new MetadataError("invalid", `${path} answered in an unexpected shape`);
        }
        return parsed.data;
      } catch (error) {
        // A missing title is missing everywhere, and a caller's abort is final.
        if (signal?.aborted) throw error;
        if (error instanceof MetadataError && error.kind === "notFound") throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  return {
    /** `search/multi`, page 1, adult titles excluded. May include people; see searchTitles. */
    searchMulti(query: string, signal?: AbortSignal): Promise<TmdbPage<TmdbMultiItem>> {
      return get(multiPage, "search/multi", { query, include_adult: false, page: 1 }, signal);
    },
    getMovie(id: string | number, signal?: AbortSignal): Promise<TmdbMovieDetails> {
      return get(
        tmdbMovieDetailsSchema,
        `movie/${id}`,
        { append_to_response: "external_ids" },
        signal,
      );
    },
    getShow(id: string | number, signal?: AbortSignal): Promise<TmdbShowDetails> {
      return get(tmdbShowDetailsSchema, `tv/${id}`, { append_to_response: "external_ids" }, signal);
    },
    getSeason(
      showId: string | number,
      season: number,
      signal?: AbortSignal,
    ): Promise<TmdbSeasonDetails> {
      return get(tmdbSeasonDetailsSchema, `tv/${showId}/season/${season}`, {}, signal);
    },
    findByImdbId(imdbId: string, signal?: AbortSignal): Promise<TmdbFindResult> {
      return get(tmdbFindResultSchema, `find/${imdbId}`, { external_source: "imdb_id" }, signal);
    },
    movieList(
      name: MovieListName,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbMovieListItem>> {
      return get(moviePage, `movie/${name}`, { page }, signal);
    },
    showList(
      name: ShowListName,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbShowListItem>> {
      return get(showPage, `tv/${name}`, { page }, signal);
    },
    genres(kind: MediaKind, signal?: AbortSignal): Promise<TmdbGenreList> {
      return get(tmdbGenreListSchema, `genre/${kind}/list`, {}, signal);
    },
    discoverMovies(
      genreId: number,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbMovieListItem>> {
      return get(moviePage, "discover/movie", { with_genres: genreId, page }, signal);
    },
    discoverShows(
      genreId: number,
      page = 1,
      signal?: AbortSignal,
    ): Promise<TmdbPage<TmdbShowListItem>> {
      return get(showPage, "discover/tv", { with_genres: genreId, page }, signal);
    },
    /** Full URL of a poster, or null when the title has none. */
    posterUrl(posterPath: string | null | undefined, size: PosterSize = "w342"): string | null {
      return posterPath ? `${options.imageBaseUrl}/${size}${posterPath}` : null;
    },
  };
}

export type MetadataClient = ReturnType<typeof createMetadataClient>;
