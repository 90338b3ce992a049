import type { ScrapeMedia } from "@matinee/contracts";
import { z } from "zod";

const digits = (what: string) =>
  z.string().max(20, "must be at most 20 digits").regex(/^\d+$/, `must be ${what} (digits)`);
/** A bounded query string (a query is a URL: its fields are short). */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const integer = z.coerce.number({ error: "must be a number" }).int("must be a whole number");

/** Every scrape request may carry the protection token (§6.4) and an ignored imdbId. */
const extras = { token: text(4096).optional(), imdbId: text(50).optional() };

const movieQuery = z.object({
  type: z.literal("movie"),
  title: text(500).min(1, "must not be empty"),
  releaseYear: integer.positive("must be a year"),
  tmdbId: digits("a TMDB id"),
  ...extras,
});

const showQuery = movieQuery.extend({
  type: z.literal("show"),
  seasonNumber: integer.min(0),
  episodeNumber: integer.min(0),
  // The reference front end leaves these out when it does not know them.
  seasonTmdbId: digits("a TMDB id").optional(),
  episodeTmdbId: digits("a TMDB id").optional(),
});

/** The media fields of `/scrape` and `/scrape/source` (PROTOCOLS.md §6.1). */
export const mediaQuerySchema = z.discriminatedUnion("type", [movieQuery, showQuery], {
  error: "must be movie or show",
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/**
 * A comma list of source ids (at most 50, each a provider id's shape). Matinee's own clients
 * send the viewer's source order this way; other servers ignore the fields, as this one ignores
 * what it does not know.
 */
const idList = text(2000)
  .regex(/^[\w.-]{1,100}(,[\w.-]{1,100}){0,49}$/, "must be a comma list of at most 50 source ids")
  .transform((list) => list.split(","));

/**
 * `/scrape`: the media, and the viewer's preferences (an addition to PROTOCOLS.md §6.1):
 * `sourceOrder` tries those sources first, in that order; `disabledSources` skips those.
 */
export const scrapeAllQuerySchema = z.intersection(
  mediaQuerySchema,
  z.object({ sourceOrder: idList.optional(), disabledSources: idList.optional() }),
);

export const sourceQuerySchema = z.intersection(
  mediaQuerySchema,
  z.object({ id: text(100).min(1, "must name a source") }),
);

export const embedQuerySchema = z.object({
  id: text(100).min(1, "must name an embed scraper"),
  url: text(2048).min(1, "must be the embed URL"),
  token: text(4096).optional(),
});

/** The query's media in the providers' ScrapeMedia shape. */
export function toScrapeMedia(query: MediaQuery): ScrapeMedia {
  const common = { title: query.title, releaseYear: query.releaseYear, tmdbId: query.tmdbId };
  const imdb = query.imdbId ? { imdbId: query.imdbId } : {};
  if (query.type === "movie") return { type: "movie", ...common, ...imdb };
  return {
    type: "show",
    ...common,
    ...imdb,
    season: { number: query.seasonNumber, tmdbId: query.seasonTmdbId ?? "" },
    episode: { number: query.episodeNumber, tmdbId: query.episodeTmdbId ?? "" },
  };
}
