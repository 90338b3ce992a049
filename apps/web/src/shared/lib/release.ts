/** The local calendar date as "YYYY-MM-DD", the form the movie database uses. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * True when a title's release date is after today (in the viewer's time zone). A title with no
 * known date counts as released: the database often lacks dates for old films.
 */
export function isUnreleased(releaseDate: string | null | undefined, now = new Date()): boolean {
  if (!releaseDate || !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) return false;
  return releaseDate > toIsoDate(now);
}
