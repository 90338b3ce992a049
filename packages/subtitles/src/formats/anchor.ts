import type { CueAnchor } from "../types";

/**
 * SSA's own alignment numbers (1-3 bottom, 5-7 top, 9-11 middle; left, centre, right in each
 * row), used by SSA style tables and the `\a` tag, as a numpad anchor (ASS `\an`).
 */
export function legacyAnchor(value: number): CueAnchor | undefined {
  const [rowBase, column] = value >= 9 ? [3, value - 8] : value >= 5 ? [6, value - 4] : [0, value];
  return column >= 1 && column <= 3 ? ((rowBase + column) as CueAnchor) : undefined;
}
