import * as z from "zod/mini";
import { streamSchema } from "./stream";

/**
 * The scraper's own wire shapes (PROTOCOLS.md §6.1-§6.3): what a run is asked for, the events it
 * reports and the source/embed catalogue of `/metadata`. Shared by the provider engine (browser
 * and server) and the scraper API's clients.
 */

const digits = z.string().check(z.regex(/^\d+$/));

/** A movie to scrape, as @movie-web/providers calls it (ScrapeMedia). */
export const movieMediaSchema = z.object({
  type: z.literal("movie"),
  title: z.string().check(z.minLength(1)),
  releaseYear: z.int().check(z.positive()),
  tmdbId: digits,
  imdbId: z.optional(z.string()),
});
export type MovieMedia = z.infer<typeof movieMediaSchema>;

/** One episode of a show to scrape; season/episode tmdbIds may be empty when unknown. */
export const showMediaSchema = z.object({
  type: z.literal("show"),
  title: z.string().check(z.minLength(1)),
  releaseYear: z.int().check(z.positive()),
  tmdbId: digits,
  imdbId: z.optional(z.string()),
  season: z.object({ number: z.int().check(z.minimum(0)), tmdbId: z.string() }),
  episode: z.object({ number: z.int().check(z.minimum(0)), tmdbId: z.string() }),
});
export type ShowMedia = z.infer<typeof showMediaSchema>;

export const scrapeMediaSchema = z.discriminatedUnion("type", [movieMediaSchema, showMediaSchema]);
export type ScrapeMedia = z.infer<typeof scrapeMediaSchema>;
export type MediaType = ScrapeMedia["type"];

/** What a source found: streams to play directly, and/or embed pages for embed scrapers. */
export const sourcererOutputSchema = z.object({
  embeds: z.array(z.object({ embedId: z.string(), url: z.string() })),
  stream: z.optional(z.array(streamSchema)),
});
export type SourcererOutput = z.infer<typeof sourcererOutputSchema>;

/** What an embed scraper found. */
export const embedOutputSchema = z.object({ stream: z.array(streamSchema) });
export type EmbedOutput = z.infer<typeof embedOutputSchema>;

/** One entry of `/metadata`: a source or an embed scraper, for lists and names in the UI. */
export const metaOutputSchema = z.object({
  type: z.enum(["source", "embed"]),
  id: z.string(),
  rank: z.number(),
  name: z.string(),
  mediaTypes: z.optional(z.array(z.enum(["movie", "show"]))),
});
export type MetaOutput = z.infer<typeof metaOutputSchema>;

/** An error as it crosses the wire (an Error object serialises to `{}` in JSON). */
export const scrapeErrorPayloadSchema = z.object({
  name: z.string(),
  message: z.string(),
  stack: z.optional(z.string()),
});
export type ScrapeErrorPayload = z.infer<typeof scrapeErrorPayloadSchema>;

export const SCRAPE_STATUSES = ["pending", "notfound", "failure", "success"] as const;
export type ScrapeStatus = (typeof SCRAPE_STATUSES)[number];

/** `init`: the sources that will be tried, in run order. */
export const scrapeInitEventSchema = z.object({ sourceIds: z.array(z.string()) });
export type ScrapeInitEvent = z.infer<typeof scrapeInitEventSchema>;

/** `update`: progress or the final status of one source or embed run. */
export const scrapeUpdateEventSchema = z.object({
  id: z.string(),
  percentage: z.number().check(z.minimum(0), z.maximum(100)),
  status: z.enum(SCRAPE_STATUSES),
  /** Why nothing was found (status notfound). */
  reason: z.optional(z.string()),
  /** What went wrong (status failure). */
  error: z.optional(scrapeErrorPayloadSchema),
});
export type ScrapeUpdateEvent = z.infer<typeof scrapeUpdateEventSchema>;

/** `discoverEmbeds`: the embeds a source returned, as run-order children `<sourceId>-<i>`. */
export const scrapeDiscoverEmbedsEventSchema = z.object({
  sourceId: z.string(),
  embeds: z.array(z.object({ id: z.string(), embedScraperId: z.string() })),
});
export type ScrapeDiscoverEmbedsEvent = z.infer<typeof scrapeDiscoverEmbedsEventSchema>;

/** Names of the scraper API's event-stream events (§6.2); no unnamed event is ever sent. */
export const SCRAPE_SSE_EVENTS = [
  "token",
  "init",
  "start",
  "update",
  "discoverEmbeds",
  "completed",
  "noOutput",
  "error",
] as const;
export type ScrapeSseEvent = (typeof SCRAPE_SSE_EVENTS)[number];
