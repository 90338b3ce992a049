/** The playback speeds the player offers (SPEC §9), slowest first. */
export const PLAYBACK_RATES = [0.25, 0.5, 1, 1.5, 2] as const;

/**
 * The offered speed one step faster (1) or slower (-1) than `current`, staying put at either
 * end. A speed between two offered ones (1.25 set elsewhere) steps to its neighbour.
 */
export function stepPlaybackRate(current: number, direction: 1 | -1): number {
  if (direction === 1) return PLAYBACK_RATES.find((rate) => rate > current) ?? current;
  return PLAYBACK_RATES.findLast((rate) => rate < current) ?? current;
}
