/**
 * The year of a movie-database date ("YYYY-MM-DD"), or null when there is none: TMDB sends ""
 * or null for titles without a known date.
 */
export function releaseYear(date: string | null | undefined): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}
