import * as z from "zod/mini";
import { QUALITIES } from "./stream";
import { LANGUAGE_TAG, SUBTITLE_FILE_FORMATS } from "./subtitles";

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

/**
 * A subtitle file of a title, listed by `GET /subtitles` (any format the server reads; it is
 * served as WebVTT). Unlike `captions`, these are not handed to the player with the stream:
 * viewers find them in the captions menu.
 */
export const manifestSubtitleSchema = z.object({
  /** BCP 47 tag: ISO 639-1 (`es`), with a region (`pt-BR`), `und` when unknown. */
  language: z.string().check(z.regex(LANGUAGE_TAG, "must be a language tag (en, pt-BR)")),
  path: relativePath,
  /** Default: from the file's extension and content. */
  format: z.optional(z.enum(SUBTITLE_FILE_FORMATS)),
  hearingImpaired: z.optional(z.boolean()),
  forced: z.optional(z.boolean()),
  /** What the list shows beside the language (a release name); default: the file's name. */
  release: z.optional(z.string().check(z.maxLength(200))),
});
export type ManifestSubtitle = z.infer<typeof manifestSubtitleSchema>;

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
    subtitles: z.optional(z.array(manifestSubtitleSchema)),
  }),
  z.object({
    type: z.literal("show"),
    tmdbId: z.string().check(z.regex(/^\d+$/)),
    title: z.string(),
    season: z.int().check(z.minimum(0)),
    episode: z.int().check(z.minimum(1)),
    stream: manifestStreamSchema,
    subtitles: z.optional(z.array(manifestSubtitleSchema)),
  }),
]);
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const mediaManifestSchema = z.object({
  version: z.literal(1),
  entries: z.array(manifestEntrySchema),
});
export type MediaManifest = z.infer<typeof mediaManifestSchema>;
