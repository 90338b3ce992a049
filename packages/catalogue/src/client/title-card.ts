import type { MediaKind } from "@matinee/domain";
import { movieToResult, showToResult, type SearchResult } from "./search-results";

/** What `get` needs of a shape: the `safeParse` of a schema, or a check written by hand. */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const optionalString = (value: unknown) => value === undefined || typeof value === "string";

/**
 * The fields a card shows, read from a movie's or show's details by hand. A page that shows only
 * cards (home's Ready to play row) then never downloads the validation library the full details
 * are checked with (see response-schemas.ts); the answer is the same URL the details page asks
 * for, so the browser's cache serves that page.
 */
export function titleCardCheck(kind: MediaKind): AnswerCheck<SearchResult> {
  return {
    safeParse(value) {
      if (typeof value !== "object" || value === null) return { success: false };
      const item = value as Record<string, unknown>;
      const { id, poster_path: posterPath } = item;
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return { success: false };
      if (posterPath !== null && posterPath !== undefined && typeof posterPath !== "string") {
        return { success: false };
      }
      const poster_path = posterPath ?? null;
      if (kind === "movie") {
        const { title, release_date } = item;
        if (typeof title !== "string" || !optionalString(release_date)) return { success: false };
        return { success: true, data: movieToResult({ id, title, release_date, poster_path }) };
      }
      const { name, first_air_date } = item;
      if (typeof name !== "string" || !optionalString(first_air_date)) return { success: false };
      return { success: true, data: showToResult({ id, name, first_air_date, poster_path }) };
    },
  };
}
