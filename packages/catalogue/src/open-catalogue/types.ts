/**
 * The open catalogue's own records. They hold only facts we can vouch for; the TMDB response
 * shapes are made from them in tmdb-shapes.ts.
 */

/**
 * When an episode airs: a fixed "YYYY-MM-DD", or a number of days after the catalogue's today
 * (only for the placeholder block of upcoming episodes, see data/show-superman.ts).
 */
export type AirDate = string | { readonly daysAfterToday: number };

export interface CatalogueMovie {
  /** The real TMDB id where we are sure of it, else a local id from 900000101 upwards. */
  readonly id: number;
  /** "tt…" where we are sure of it, else null. */
  readonly imdbId: string | null;
  readonly title: string;
  readonly originalTitle: string;
  /** ISO 639-1, as TMDB writes it. */
  readonly originalLanguage: string;
  /** First public release or premiere, "YYYY-MM-DD". */
  readonly releaseDate: string;
  /** Minutes. Silent films vary with projection speed; this is the length usually cited. */
  readonly runtime: number;
  /** TMDB movie genre ids (data/genres.ts). */
  readonly genreIds: readonly number[];
  /** One to three sentences, written for this catalogue. */
  readonly overview: string;
  /** Editorial order, 1 first: drives popular, top rated and discover (see catalogue-index.ts). */
  readonly rank: number;
  /** Why the title may be streamed freely, e.g. "public domain (US)" or "CC BY 3.0". */
  readonly license: string;
}

export interface CatalogueEpisode {
  readonly episodeNumber: number;
  readonly name: string;
  /** "" only for placeholders, as TMDB leaves unannounced episodes. */
  readonly overview: string;
  readonly airDate: AirDate;
  /** Minutes; null only for placeholders. */
  readonly runtime: number | null;
}

export interface CatalogueSeason {
  readonly seasonNumber: number;
  readonly overview: string;
  readonly episodes: readonly CatalogueEpisode[];
}

export interface CatalogueShow {
  /** A local id from 900000001 to 900000100 (season and episode ids are derived from it). */
  readonly id: number;
  readonly imdbId: string | null;
  readonly name: string;
  readonly originalName: string;
  readonly originalLanguage: string;
  /** TMDB tv genre ids (data/genres.ts). */
  readonly genreIds: readonly number[];
  readonly overview: string;
  /** Editorial order among shows, 1 first. */
  readonly rank: number;
  readonly license: string;
  readonly seasons: readonly CatalogueSeason[];
}
