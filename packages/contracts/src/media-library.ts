import * as z from "zod/mini";
import { QUALITIES } from "./stream";

/**
 * The media library manifest (`manifest.json` at the library root): which catalogue title or
 * episode each folder of media belongs to. Paths are relative to the library root and use `/`.
 */
const relativePath = z.string().check(
  z.minLength(1),
  z.refine((value) => !value.startsWith("/") && !value.split("/").includes(".."), {
    message: "must be a relative path inside the library",
  }),
);

export const manifestCaptionSchema = z.object({
  /** ISO 639-1 code. */
  language: z.string().check(z.minLength(2)),
  type: z.enum(["vtt", "srt"]),
  path: relativePath,
});

export const manifestStreamSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hls"),
    /** Master playlist. */
    playlist: relativePath,
    captions: z._default(z.array(manifestCaptionSchema), []),
  }),
  z.object({
    type: z.literal("file"),
    qualities: z.partialRecord(z.enum(QUALITIES), relativePath),
    captions: z._default(z.array(manifestCaptionSchema), []),
  }),
]);
export type ManifestStream = z.infer<typeof manifestStreamSchema>;

export const manifestEntrySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("movie"),
    tmdbId: z.string().check(z.regex(/^\d+$/)),
    title: z.string(),
    stream: manifestStreamSchema,
  }),
  z.object({
    type: z.literal("show"),
    tmdbId: z.string().check(z.regex(/^\d+$/)),
    title: z.string(),
    season: z.int().check(z.minimum(0)),
    episode: z.int().check(z.minimum(1)),
    stream: manifestStreamSchema,
  }),
]);
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const mediaManifestSchema = z.object({
  version: z.literal(1),
  entries: z.array(manifestEntrySchema),
});
export type MediaManifest = z.infer<typeof mediaManifestSchema>;
