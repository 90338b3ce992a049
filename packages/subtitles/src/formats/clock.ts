/**
 * A clock time → seconds: "01:02:03,456", "1:02:03.456", "02:03.456" (hours optional),
 * "0:00:01.00" (centiseconds), "00:00:01:500" (a colon before the fraction, as some tools
 * write). Null when `text` is not a time or minutes/seconds run past 59.
 */
export function parseClock(text: string): number | null {
  const match = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,:](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0", fraction = ""] = match;
  const [m, s] = [Number(minutes), Number(seconds)];
  if (m > 59 || s > 59) return null;
  const parts = Number(hours) * 3600 + m * 60 + s;
  return fraction ? parts + Number(fraction) / 10 ** fraction.length : parts;
}

/** Seconds → "HH:MM:SS" + `separator` + milliseconds ("00:01:02,500" for SRT, "." for WebVTT). */
export function formatClock(seconds: number, separator: "," | "."): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(millis % 1000, 3)}`;
}
