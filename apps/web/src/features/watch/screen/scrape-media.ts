import type { ScrapeMedia } from "@matinee/contracts";
import type { WatchMeta } from "../watch-meta";

/**
 * What the scrapers are asked for (PROTOCOLS.md §6.1): the title with its year, and for a show
 * the season and episode by number and TMDB id. Null when the database gives no release year:
 * every provider contract requires one, so there is nothing to search with.
 */
export function scrapeMediaOf(meta: WatchMeta): ScrapeMedia | null {
  if (meta.year === null) return null;
  const common = { title: meta.title, releaseYear: meta.year, tmdbId: meta.tmdbId };
  if (meta.kind === "movie") return { type: "movie", ...common };
  return {
    type: "show",
    ...common,
    season: { number: meta.season.number, tmdbId: String(meta.season.id) },
    episode: { number: meta.episode.number, tmdbId: String(meta.episode.id) },
  };
}
