import * as z from "zod/mini";

/**
 * Schemas use zod/mini (tree-shakable) because the web app ships them to browsers.
 *
 * Provider output shapes, wire-compatible with @movie-web/providers 2.x (PROTOCOLS.md §6.3).
 */

export const QUALITIES = ["unknown", "360", "480", "720", "1080", "4k"] as const;
export const qualitySchema = z.enum(QUALITIES);
export type Quality = z.infer<typeof qualitySchema>;

export const STREAM_FLAGS = ["cors-allowed", "ip-locked", "cf-blocked"] as const;
export const streamFlagSchema = z.enum(STREAM_FLAGS);
export type StreamFlag = z.infer<typeof streamFlagSchema>;

export const captionSchema = z.object({
  type: z.enum(["srt", "vtt"]),
  id: z.string(),
  url: z.string(),
  hasCorsRestrictions: z.boolean(),
  /** ISO 639-1 code. */
  language: z.string(),
  opensubtitles: z.optional(z.boolean()),
});
export type Caption = z.infer<typeof captionSchema>;

const streamCommon = {
  id: z.string(),
  flags: z.array(streamFlagSchema),
  captions: z.array(captionSchema),
  thumbnailTrack: z.optional(z.object({ type: z.literal("vtt"), url: z.string() })),
  /** Headers that must be sent to play the stream. */
  headers: z.optional(z.record(z.string(), z.string())),
  /** Headers that improve playback but are not required. */
  preferredHeaders: z.optional(z.record(z.string(), z.string())),
};

export const hlsStreamSchema = z.object({
  ...streamCommon,
  type: z.literal("hls"),
  playlist: z.string(),
});
export type HlsStream = z.infer<typeof hlsStreamSchema>;

export const fileStreamSchema = z.object({
  ...streamCommon,
  type: z.literal("file"),
  qualities: z.partialRecord(qualitySchema, z.object({ type: z.literal("mp4"), url: z.string() })),
});
export type FileStream = z.infer<typeof fileStreamSchema>;

export const streamSchema = z.discriminatedUnion("type", [hlsStreamSchema, fileStreamSchema]);
export type Stream = z.infer<typeof streamSchema>;

/** Result of a full scrape run: the source (and embed) that produced the stream. */
export const runOutputSchema = z.object({
  sourceId: z.string(),
  embedId: z.optional(z.string()),
  stream: streamSchema,
});
export type RunOutput = z.infer<typeof runOutputSchema>;
