import { buildCatalogueIndex } from "./catalogue-index";
import { dayOf } from "./calendar";
import { CATALOGUE_MOVIES, CATALOGUE_SHOWS } from "./data/catalogue-data";
import { internalError, notFound, type CatalogueResponse } from "./responses";
import { ROUTES } from "./routes";
import { moviePoster, showPoster } from "./tmdb-shapes";

export type { CatalogueResponse } from "./responses";

export interface OpenCatalogueOptions {
  /**
   * The catalogue's clock. Only the placeholder episodes that must stay upcoming depend on it
   * (and so the "today" that decides what has aired). Default: the system clock.
   */
  now?: () => Date;
}

export interface OpenCatalogue {
  /** path is relative to the TMDB v3 root, e.g. "search/multi" or "movie/10378" (no leading slash). */
  handle(path: string, query: URLSearchParams): CatalogueResponse;
  /** SVG text for a poster file name like "movie-10378.svg", or null when unknown. */
  poster(fileName: string): string | null;
  /** Counts, for logs and tests. `episodes` counts every listed episode, placeholders included. */
  stats(): { movies: number; shows: number; episodes: number };
}

const POSTER_FILE = /^(movie|tv)-(\d{1,10})\.svg$/;

/**
 * Matinee's open offline catalogue: real public-domain and Creative Commons titles behind a
 * TMDB-v3-compatible subset (search, details, credits, seasons, find, lists, genres, discover), in TMDB's
 * response and error shapes. Pure: no I/O, no HTTP; the server mounts `handle` and `poster`.
 * It never throws: any input gets a response.
 */
export function createOpenCatalogue(options: OpenCatalogueOptions = {}): OpenCatalogue {
  const now = options.now ?? (() => new Date());
  const index = buildCatalogueIndex(CATALOGUE_MOVIES, CATALOGUE_SHOWS);
  const posters = new Map<string, string>();

  return {
    handle(path, query) {
      try {
        const normalized = path.replace(/^\/+|\/+$/g, "");
        for (const route of ROUTES) {
          const match = route.pattern.exec(normalized);
          if (!match) continue;
          const context = { index, today: dayOf(now()), popularityOf: index.popularityOf };
          return route.handle(match.slice(1), query, context);
        }
        return notFound();
      } catch {
        return internalError();
      }
    },

    poster(fileName) {
      const cached = posters.get(fileName);
      if (cached !== undefined) return cached;
      const match = POSTER_FILE.exec(fileName);
      if (!match) return null;
      const id = Number(match[2]);
      const movie = match[1] === "movie" ? index.movieById.get(id) : undefined;
      const show = match[1] === "tv" ? index.showById.get(id) : undefined;
      const svg = movie ? moviePoster(movie) : show ? showPoster(show) : null;
      if (svg !== null) posters.set(fileName, svg);
      return svg;
    },

    stats() {
      const episodes = CATALOGUE_SHOWS.flatMap((show) => show.seasons).reduce(
        (count, season) => count + season.episodes.length,
        0,
      );
      return { movies: CATALOGUE_MOVIES.length, shows: CATALOGUE_SHOWS.length, episodes };
    },
  };
}
