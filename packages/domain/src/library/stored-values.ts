// Readers for values found in localStorage: anything may be there (other apps, hand edits, old
// versions), so every field is checked and a bad one rejects only its own entry.

export type Loose = Record<string, unknown>;

export function isRecord(value: unknown): value is Loose {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function readNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A year written as a number or as text ("1922", "1922-03-04"); undefined when there is none. */
export function readYear(value: unknown): number | undefined {
  const year =
    typeof value === "number"
      ? value
      : typeof value === "string"
        ? Number.parseInt(value, 10)
        : NaN;
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

/** The TMDB ids the stores are keyed by are digit strings. */
export function isDigits(value: string): boolean {
  return /^\d{1,12}$/.test(value);
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Result of reading one stored source: what could be used, and how many entries were not. */
export interface ImportResult<T> {
  items: Record<string, T>;
  skipped: number;
}

/** The optional year and poster of a title, left out rather than stored as undefined. */
export function yearAndPoster(meta: { year?: number; poster?: string }) {
  return {
    ...(meta.year === undefined ? {} : { year: meta.year }),
    ...(meta.poster ? { poster: meta.poster } : {}),
  };
}
