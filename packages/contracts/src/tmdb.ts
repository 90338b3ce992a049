import * as z from "zod/mini";

/**
 * The subset of TMDB v3 response shapes Matinee reads. The open catalogue answers in the same
 * shapes. Schemas are lenient about fields they do not list (TMDB adds fields over time).
 */

export const tmdbGenreSchema = z.object({ id: z.int(), name: z.string() });
export type TmdbGenre = z.infer<typeof tmdbGenreSchema>;

export const tmdbGenreListSchema = z.object({ genres: z.array(tmdbGenreSchema) });
export type TmdbGenreList = z.infer<typeof tmdbGenreListSchema>;

const listItemCommon = {
  id: z.int(),
  poster_path: z.nullable(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  overview: z.optional(z.string()),
  genre_ids: z.optional(z.array(z.int())),
  popularity: z.optional(z.number()),
  vote_average: z.optional(z.number()),
  vote_count: z.optional(z.number()),
  original_language: z.optional(z.string()),
  adult: z.optional(z.boolean()),
};

export const tmdbMovieListItemSchema = z.object({
  ...listItemCommon,
  media_type: z.optional(z.literal("movie")),
  title: z.string(),
  original_title: z.optional(z.string()),
  /** "YYYY-MM-DD", or "" when unknown. */
  release_date: z.optional(z.string()),
});
export type TmdbMovieListItem = z.infer<typeof tmdbMovieListItemSchema>;

export const tmdbShowListItemSchema = z.object({
  ...listItemCommon,
  media_type: z.optional(z.literal("tv")),
  name: z.string(),
  original_name: z.optional(z.string()),
  first_air_date: z.optional(z.string()),
});
export type TmdbShowListItem = z.infer<typeof tmdbShowListItemSchema>;

export const tmdbPersonListItemSchema = z.object({
  id: z.int(),
  media_type: z.literal("person"),
  name: z.string(),
});

/** One `search/multi` result: TMDB may also return people, which Matinee drops. */
export const tmdbMultiItemSchema = z.union([
  z.extend(tmdbMovieListItemSchema, { media_type: z.literal("movie") }),
  z.extend(tmdbShowListItemSchema, { media_type: z.literal("tv") }),
  tmdbPersonListItemSchema,
]);
export type TmdbMultiItem = z.infer<typeof tmdbMultiItemSchema>;

export function tmdbPageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    page: z.int(),
    results: z.array(item),
    total_pages: z.int(),
    total_results: z.int(),
  });
}
export interface TmdbPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export const tmdbExternalIdsSchema = z.object({
  imdb_id: z.optional(z.nullable(z.string())),
  tvdb_id: z.optional(z.nullable(z.number())),
});

/** One cast member from `credits` (appended to details); the catalogue may list none. */
export const tmdbCastMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  character: z.optional(z.nullable(z.string())),
  profile_path: z.optional(z.nullable(z.string())),
  order: z.optional(z.number()),
});
export type TmdbCastMember = z.infer<typeof tmdbCastMemberSchema>;

export const tmdbCreditsSchema = z.object({
  cast: z.array(tmdbCastMemberSchema),
  crew: z.optional(z.array(z.unknown())),
});
export type TmdbCredits = z.infer<typeof tmdbCreditsSchema>;

export const tmdbMovieDetailsSchema = z.object({
  id: z.int(),
  title: z.string(),
  original_title: z.optional(z.string()),
  overview: z.optional(z.nullable(z.string())),
  poster_path: z.nullable(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  release_date: z.optional(z.string()),
  runtime: z.optional(z.nullable(z.number())),
  genres: z.optional(z.array(tmdbGenreSchema)),
  imdb_id: z.optional(z.nullable(z.string())),
  vote_average: z.optional(z.number()),
  vote_count: z.optional(z.number()),
  status: z.optional(z.string()),
  tagline: z.optional(z.nullable(z.string())),
  original_language: z.optional(z.string()),
  external_ids: z.optional(tmdbExternalIdsSchema),
  credits: z.optional(tmdbCreditsSchema),
});
export type TmdbMovieDetails = z.infer<typeof tmdbMovieDetailsSchema>;

export const tmdbSeasonSummarySchema = z.object({
  id: z.int(),
  season_number: z.int(),
  name: z.string(),
  episode_count: z.optional(z.int()),
  air_date: z.optional(z.nullable(z.string())),
  poster_path: z.optional(z.nullable(z.string())),
  overview: z.optional(z.string()),
});
export type TmdbSeasonSummary = z.infer<typeof tmdbSeasonSummarySchema>;

export const tmdbShowDetailsSchema = z.object({
  id: z.int(),
  name: z.string(),
  original_name: z.optional(z.string()),
  overview: z.optional(z.nullable(z.string())),
  poster_path: z.nullable(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  first_air_date: z.optional(z.string()),
  last_air_date: z.optional(z.nullable(z.string())),
  episode_run_time: z.optional(z.array(z.number())),
  genres: z.optional(z.array(tmdbGenreSchema)),
  number_of_seasons: z.optional(z.int()),
  number_of_episodes: z.optional(z.int()),
  seasons: z.array(tmdbSeasonSummarySchema),
  vote_average: z.optional(z.number()),
  vote_count: z.optional(z.number()),
  status: z.optional(z.string()),
  original_language: z.optional(z.string()),
  external_ids: z.optional(tmdbExternalIdsSchema),
  credits: z.optional(tmdbCreditsSchema),
});
export type TmdbShowDetails = z.infer<typeof tmdbShowDetailsSchema>;

export const tmdbEpisodeSchema = z.object({
  id: z.int(),
  episode_number: z.int(),
  season_number: z.int(),
  name: z.string(),
  overview: z.optional(z.string()),
  /** "YYYY-MM-DD" or null when not announced. */
  air_date: z.nullable(z.string()),
  runtime: z.optional(z.nullable(z.number())),
  still_path: z.optional(z.nullable(z.string())),
});
export type TmdbEpisode = z.infer<typeof tmdbEpisodeSchema>;

export const tmdbSeasonDetailsSchema = z.object({
  id: z.int(),
  season_number: z.int(),
  name: z.string(),
  overview: z.optional(z.string()),
  air_date: z.optional(z.nullable(z.string())),
  poster_path: z.optional(z.nullable(z.string())),
  episodes: z.array(tmdbEpisodeSchema),
});
export type TmdbSeasonDetails = z.infer<typeof tmdbSeasonDetailsSchema>;

export const tmdbFindResultSchema = z.object({
  movie_results: z.array(tmdbMovieListItemSchema),
  tv_results: z.array(tmdbShowListItemSchema),
  person_results: z.optional(z.array(z.unknown())),
  tv_episode_results: z.optional(z.array(z.unknown())),
  tv_season_results: z.optional(z.array(z.unknown())),
});
export type TmdbFindResult = z.infer<typeof tmdbFindResultSchema>;

/** TMDB's error body, e.g. 404 `{ success: false, status_code: 34, status_message: "..." }`. */
export const tmdbErrorSchema = z.object({
  success: z.literal(false),
  status_code: z.int(),
  status_message: z.string(),
  /** Matinee's addition on 400s: the query parameter at fault. */
  field: z.optional(z.string()),
});
export type TmdbError = z.infer<typeof tmdbErrorSchema>;
