/** Bars of the volume icon: none when silent, then one per third of the range. */
export function volumeLevel(volume: number, muted = false): 0 | 1 | 2 | 3 {
  if (muted || volume <= 0) return 0;
  return volume <= 1 / 3 ? 1 : volume <= 2 / 3 ? 2 : 3;
}
