import { isoDate } from "@matinee/domain";

/**
 * True when a title's release date is after today (in the viewer's time zone). A title with no
 * known date counts as released: the database often lacks dates for old films.
 */
export function isUnreleased(releaseDate: string | null | undefined, now = new Date()): boolean {
  if (!releaseDate || !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) return false;
  return releaseDate > isoDate(now);
}
