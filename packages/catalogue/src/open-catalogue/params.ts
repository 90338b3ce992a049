import { invalidPage, invalidParameter, type CatalogueResponse } from "./responses";

/** A parsed parameter, or the 400 response that explains why it is not one. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: CatalogueResponse };

/** TMDB pages hold 20 results and are numbered 1 to 500. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

/** `page`: absent or empty means 1; otherwise an integer from 1 to 500. */
export function parsePage(query: URLSearchParams): Parsed<number> {
  const raw = query.get("page")?.trim() ?? "";
  if (raw === "") return { ok: true, value: 1 };
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return { ok: false, response: invalidPage() };
  }
  return { ok: true, value: page };
}

/** `with_genres` as TMDB reads it: "28,12" means all of, "28|12" any of. */
export interface GenreFilter {
  mode: "all" | "any";
  ids: number[];
}

/** Absent or empty means no filter (null). Mixing "," and "|" is refused as ambiguous. */
export function parseGenreFilter(query: URLSearchParams): Parsed<GenreFilter | null> {
  const raw = query.get("with_genres")?.trim() ?? "";
  if (raw === "") return { ok: true, value: null };
  const refuse = (detail: string): Parsed<GenreFilter | null> => ({
    ok: false,
    response: invalidParameter("with_genres", detail),
  });
  if (raw.includes(",") && raw.includes("|")) {
    return refuse("with_genres uses either commas (all of) or pipes (any of), not both.");
  }
  const mode = raw.includes("|") ? "any" : "all";
  const parts = raw.split(mode === "any" ? "|" : ",").map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) {
    return refuse("with_genres must be a list of genre ids (integers).");
  }
  return { ok: true, value: { mode, ids: parts.map(Number) } };
}

export function matchesGenres(genreIds: readonly number[], filter: GenreFilter | null): boolean {
  if (!filter) return true;
  return filter.mode === "all"
    ? filter.ids.every((id) => genreIds.includes(id))
    : filter.ids.some((id) => genreIds.includes(id));
}

/** A path id: digits, optionally followed by a slug as TMDB allows ("10378-big-buck-bunny"). */
export function parsePathId(segment: string): number | null {
  const match = /^(\d{1,10})(?:-[\w-]*)?$/.exec(segment);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** `append_to_response`: a comma list; "external_ids" and "credits" add anything here. */
export function appends(query: URLSearchParams, part: "external_ids" | "credits"): boolean {
  const raw = query.get("append_to_response") ?? "";
  return raw.split(",").some((entry) => entry.trim() === part);
}

/** A TMDB page of `items`: 20 per page; past the end, no results but the true totals. */
export function pageOf<T>(items: readonly T[], page: number) {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: items.slice(start, start + PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    total_results: items.length,
  };
}
