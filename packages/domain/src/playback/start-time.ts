const PLAIN_SECONDS = /^\d+$/;
const CLOCK = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/;

/**
 * Reads the `?t=` start time of a player URL: "192" (seconds), "3:30" (minutes:seconds) or
 * "1:30:02" (hours:minutes:seconds). Anything else gives null (start from saved progress).
 */
export function parseStartTime(value: string | null | undefined): number | null {
  const text = value?.trim() ?? "";
  if (PLAIN_SECONDS.test(text)) return Number(text);
  const match = CLOCK.exec(text);
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
