import type { ScrapeMedia } from "@matinee/contracts";

/**
 * The media fields of `/scrape` and `/scrape/source` (PROTOCOLS.md §6.1), empty values left
 * out as the reference front end does (the server rejects an empty tmdb id, say).
 */
export function mediaQuery(media: ScrapeMedia): Record<string, string> {
  const fields: Record<string, string | number | undefined> = {
    type: media.type,
    title: media.title,
    releaseYear: media.releaseYear,
    tmdbId: media.tmdbId,
    imdbId: media.imdbId,
  };
  if (media.type === "show") {
    fields.seasonNumber = media.season.number;
    fields.seasonTmdbId = media.season.tmdbId;
    fields.episodeNumber = media.episode.number;
    fields.episodeTmdbId = media.episode.tmdbId;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") query[key] = String(value);
  }
  return query;
}

/** `{base}{path}?{query}`, the base without its trailing slashes. */
export function apiUrl(baseUrl: string, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}
