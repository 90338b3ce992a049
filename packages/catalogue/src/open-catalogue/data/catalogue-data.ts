import type { CatalogueMovie, CatalogueShow } from "../types";
import { EARLY_SILENT_MOVIES } from "./movies-early-silent";
import { LATE_SILENT_MOVIES } from "./movies-late-silent";
import { OPEN_LICENSED_MOVIES } from "./movies-open-licensed";
import { SOUND_ERA_MOVIES } from "./movies-sound-era";
import { CAMINANDES } from "./show-caminandes";
import { CHAPLIN_MUTUALS } from "./show-chaplin-mutuals";
import { POPEYE_SPECIALS } from "./show-popeye-specials";
import { SUPERMAN } from "./show-superman";

/*
 * What may enter the open catalogue:
 * - only real titles that may be streamed freely: public domain in the United States (every work
 *   published before 1930, and later ones whose copyright lapsed) or released under a Creative
 *   Commons licence; the reason goes in `license`;
 * - only facts we are confident of: real titles, original titles, dates, runtimes and languages;
 *   a series may list a subset of its episodes (say so), never an invented one;
 * - the real TMDB id and IMDb id only where we are sure of them; otherwise a local id (films from
 *   900000101, series 900000001 to 900000100, never reused) and imdbId null;
 * - overviews written for this catalogue, never copied from TMDB, Wikipedia or IMDb;
 * - no ratings: the editorial `rank` orders the lists (see catalogue-index.ts).
 * The data tests (catalogue-data.test.ts) check what can be checked mechanically.
 */

/** Every film of the open catalogue, oldest era first. */
export const CATALOGUE_MOVIES: readonly CatalogueMovie[] = [
  ...EARLY_SILENT_MOVIES,
  ...LATE_SILENT_MOVIES,
  ...SOUND_ERA_MOVIES,
  ...OPEN_LICENSED_MOVIES,
];

/** Every series of the open catalogue. */
export const CATALOGUE_SHOWS: readonly CatalogueShow[] = [
  CAMINANDES,
  SUPERMAN,
  CHAPLIN_MUTUALS,
  POPEYE_SPECIALS,
];
