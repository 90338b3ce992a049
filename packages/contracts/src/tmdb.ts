import { z } from "zod";

/**
 * The subset of TMDB v3 response shapes Matinee reads. The open catalogue answers in the same
 * shapes. Schemas are lenient about fields they do not list (TMDB adds fields over time).
 */

export const tmdbGenreSchema = z.object({ id: z.number().int(), name: z.string() });
export type TmdbGenre = z.infer<typeof tmdbGenreSchema>;

export const tmdbGenreListSchema = z.object({ genres: z.array(tmdbGenreSchema) });
export type TmdbGenreList = z.infer<typeof tmdbGenreListSchema>;

const listItemCommon = {
  id: z.number().int(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable().optional(),
  overview: z.string().optional(),
  genre_ids: z.array(z.number().int()).optional(),
  popularity: z.number().optional(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  original_language: z.string().optional(),
  adult: z.boolean().optional(),
};

export const tmdbMovieListItemSchema = z.object({
  ...listItemCommon,
  media_type: z.literal("movie").optional(),
  title: z.string(),
  original_title: z.string().optional(),
  /** "YYYY-MM-DD", or "" when unknown. */
  release_date: z.string().optional(),
});
export type TmdbMovieListItem = z.infer<typeof tmdbMovieListItemSchema>;

export const tmdbShowListItemSchema = z.object({
  ...listItemCommon,
  media_type: z.literal("tv").optional(),
  name: z.string(),
  original_name: z.string().optional(),
  first_air_date: z.string().optional(),
});
export type TmdbShowListItem = z.infer<typeof tmdbShowListItemSchema>;

export const tmdbPersonListItemSchema = z.object({
  id: z.number().int(),
  media_type: z.literal("person"),
  name: z.string(),
});

/** One `search/multi` result: TMDB may also return people, which Matinee drops. */
export const tmdbMultiItemSchema = z.union([
  tmdbMovieListItemSchema.extend({ media_type: z.literal("movie") }),
  tmdbShowListItemSchema.extend({ media_type: z.literal("tv") }),
  tmdbPersonListItemSchema,
]);
export type TmdbMultiItem = z.infer<typeof tmdbMultiItemSchema>;

export function tmdbPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    results: z.array(item),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  });
}
export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export const tmdbExternalIdsSchema = z.object({
  imdb_id: z.string().nullable().optional(),
  tvdb_id: z.number().nullable().optional(),
});

export const tmdbMovieDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  original_title: z.string().optional(),
  overview: z.string().nullable().optional(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable().optional(),
  release_date: z.string().optional(),
  runtime: z.number().nullable().optional(),
  genres: z.array(tmdbGenreSchema).optional(),
  imdb_id: z.string().nullable().optional(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  status: z.string().optional(),
  tagline: z.string().nullable().optional(),
  original_language: z.string().optional(),
  external_ids: tmdbExternalIdsSchema.optional(),
});
export type TmdbMovieDetails = z.infer<typeof tmdbMovieDetailsSchema>;

export const tmdbSeasonSummarySchema = z.object({
  id: z.number().int(),
  season_number: z.number().int(),
  name: z.string(),
  episode_count: z.number().int().optional(),
  air_date: z.string().nullable().optional(),
  poster_path: z.string().nullable().optional(),
  overview: z.string().optional(),
});
export type TmdbSeasonSummary = z.infer<typeof tmdbSeasonSummarySchema>;

export const tmdbShowDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string().optional(),
  overview: z.string().nullable().optional(),
  poster_path: z.string().nullable(),
  backdrop_path: z.string().nullable().optional(),
  first_air_date: z.string().optional(),
  last_air_date: z.string().nullable().optional(),
  episode_run_time: z.array(z.number()).optional(),
  genres: z.array(tmdbGenreSchema).optional(),
  number_of_seasons: z.number().int().optional(),
  number_of_episodes: z.number().int().optional(),
  seasons: z.array(tmdbSeasonSummarySchema),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  status: z.string().optional(),
  original_language: z.string().optional(),
  external_ids: tmdbExternalIdsSchema.optional(),
});
export type TmdbShowDetails = z.infer<typeof tmdbShowDetailsSchema>;

export const tmdbEpisodeSchema = z.object({
  id: z.number().int(),
  episode_number: z.number().int(),
  season_number: z.number().int(),
  name: z.string(),
  overview: z.string().optional(),
  /** "YYYY-MM-DD" or null when not announced. */
  air_date: z.string().nullable(),
  runtime: z.number().nullable().optional(),
  still_path: z.string().nullable().optional(),
});
export type TmdbEpisode = z.infer<typeof tmdbEpisodeSchema>;

export const tmdbSeasonDetailsSchema = z.object({
  id: z.number().int(),
  season_number: z.number().int(),
  name: z.string(),
  overview: z.string().optional(),
  air_date: z.string().nullable().optional(),
  poster_path: z.string().nullable().optional(),
  episodes: z.array(tmdbEpisodeSchema),
});
export type TmdbSeasonDetails = z.infer<typeof tmdbSeasonDetailsSchema>;

export const tmdbFindResultSchema = z.object({
  movie_results: z.array(tmdbMovieListItemSchema),
  tv_results: z.array(tmdbShowListItemSchema),
  person_results: z.array(z.unknown()).optional(),
  tv_episode_results: z.array(z.unknown()).optional(),
  tv_season_results: z.array(z.unknown()).optional(),
});
export type TmdbFindResult = z.infer<typeof tmdbFindResultSchema>;

/** TMDB's error body, e.g. 404 `{ success: false, status_code: 34, status_message: "..." }`. */
export const tmdbErrorSchema = z.object({
  success: z.literal(false),
  status_code: z.number().int(),
  status_message: z.string(),
  /** Matinee's addition on 400s: the query parameter at fault. */
  field: z.string().optional(),
});
export type TmdbError = z.infer<typeof tmdbErrorSchema>;
