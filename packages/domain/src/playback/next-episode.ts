/** An episode as the next-episode rules need it. */
export interface EpisodeSlot {
  number: number;
  /** "YYYY-MM-DD" as the movie database gives it; null when unknown. */
  airDate: string | null;
}

/** Where "next episode" leads (SPEC §4). */
export type NextEpisodeTarget<E extends EpisodeSlot> =
  /** The following episode of the same season. */
  | { kind: "episode"; episode: E }
  /** The season ended: the first aired episode of this season comes next (load its episodes). */
  | { kind: "nextSeason"; seasonNumber: number };

/**
 * Whether an episode has aired by `today` ("YYYY-MM-DD"). An episode without an air date is
 * treated as not aired: the database lists future episodes that way.
 */
export function hasAired(episode: EpisodeSlot, today: string): boolean {
  return episode.airDate !== null && episode.airDate !== "" && episode.airDate <= today;
}

/**
 * A date as "YYYY-MM-DD" on the viewer's local calendar (an episode airs on the viewer's day,
 * not on UTC's), the form `hasAired` compares.
 */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * What follows episode `current` of a season: the next episode by number when it has aired;
 * at the end of the season the next regular season (by number, specials excluded); null when
 * this is the last episode of the last season, or the next episode has not aired yet.
 */
export function nextEpisodeTarget<E extends EpisodeSlot>(input: {
  episodes: readonly E[];
  current: number;
  seasonNumber: number;
  seasonNumbers: readonly number[];
  today: string;
}): NextEpisodeTarget<E> | null {
  const later = input.episodes
    .filter((episode) => episode.number > input.current)
    .sort((a, b) => a.number - b.number);
  const next = later[0];
  if (next) return hasAired(next, input.today) ? { kind: "episode", episode: next } : null;

  const nextSeason = input.seasonNumbers
    .filter((number) => number > input.seasonNumber && number > 0)
    .sort((a, b) => a - b)[0];
  return nextSeason === undefined ? null : { kind: "nextSeason", seasonNumber: nextSeason };
}

/** The first aired episode of a season (lowest number), or null when none has aired. */
export function firstAiredEpisode<E extends EpisodeSlot>(
  episodes: readonly E[],
  today: string,
): E | null {
  let first: E | null = null;
  for (const episode of episodes) {
    if (!hasAired(episode, today)) continue;
    if (!first || episode.number < first.number) first = episode;
  }
  return first;
}
