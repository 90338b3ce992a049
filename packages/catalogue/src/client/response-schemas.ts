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
} from "@matinee/contracts";

/**
 * The shapes the metadata client checks answers against. They live in a module of their own,
 * which the client imports on its first request: a browser's first visit of a page that asks
 * the movie database nothing (home) then never downloads the validation library.
 */
export const responseSchemas = {
  multiPage: tmdbPageSchema(tmdbMultiItemSchema),
  moviePage: tmdbPageSchema(tmdbMovieListItemSchema),
  showPage: tmdbPageSchema(tmdbShowListItemSchema),
  movieDetails: tmdbMovieDetailsSchema,
  showDetails: tmdbShowDetailsSchema,
  season: tmdbSeasonDetailsSchema,
  find: tmdbFindResultSchema,
  genres: tmdbGenreListSchema,
};

export type ResponseSchemas = typeof responseSchemas;
