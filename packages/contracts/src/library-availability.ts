/** Most ids one list of {@link LibraryAvailability} may hold: bounds what a client reads. */
export const AVAILABILITY_MAX_IDS = 100_000;

const TMDB_ID = /^[1-9]\d{0,9}$/;

/**
 * `GET /library/available`: the catalogue ids a Matinee server can play without searching, from
 * its media library and its other sources that answer without the network (the direct table).
 * Ids are TMDB ids as strings, each list sorted numerically, without repeats. A show is listed
 * when at least one of its episodes plays.
 */
export interface LibraryAvailability {
  movies: string[];
  shows: string[];
}

function idList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > AVAILABILITY_MAX_IDS) return null;
  return value.every((id) => typeof id === "string" && TMDB_ID.test(id))
    ? (value as string[])
    : null;
}

/**
 * Reads a `GET /library/available` body: the list, or null when the body is not one. Checked by
 * hand rather than with the schema library the other contracts use: the web app reads this list
 * on a first visit, and so it costs its own few bytes, not the library's.
 */
export function parseLibraryAvailability(value: unknown): LibraryAvailability | null {
  if (typeof value !== "object" || value === null) return null;
  const { movies, shows } = value as Record<string, unknown>;
  const movieIds = idList(movies);
  const showIds = idList(shows);
  return movieIds && showIds ? { movies: movieIds, shows: showIds } : null;
}
