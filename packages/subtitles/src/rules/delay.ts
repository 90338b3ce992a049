/** The player's delay control (SPEC §5): −10 … +10 s in 0.1 s steps. */
export const PLAYER_DELAY = { min: -10, max: 10, step: 0.1 } as const;

/** To 0.1 s, halves away from zero, so +x and −x round alike. */
const round = (seconds: number) => (Math.sign(seconds) * Math.round(Math.abs(seconds) * 10)) / 10;

/** A delay as the player may set it: rounded to 0.1 s and within ±10 s (0 for NaN). */
export function clampPlayerDelay(seconds: number): number {
  if (Number.isNaN(seconds)) return 0;
  return round(Math.min(PLAYER_DELAY.max, Math.max(PLAYER_DELAY.min, seconds))) || 0;
}

/** The delay after pressing − or + `steps` times (negative steps go earlier). */
export function stepDelay(current: number, steps: number): number {
  return clampPlayerDelay(round(current) + steps * PLAYER_DELAY.step);
}

/**
 * A delay typed into the control: a number (comma or dot decimals, optional "s"), clamped;
 * null for anything else, which the control ignores (SPEC §5: manual entry must be numeric).
 */
export function parseDelayInput(text: string): number | null {
  const match = /^\s*([+\-−]?)\s*(\d+(?:[.,]\d*)?|[.,]\d+)\s*s?\s*$/i.exec(text);
  if (!match) return null;
  const sign = match[1] === "-" || match[1] === "−" ? -1 : 1;
  return clampPlayerDelay(sign * Number((match[2] ?? "").replace(",", ".")));
}
