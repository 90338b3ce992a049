import { QUALITIES, STREAM_FLAGS, type Stream } from "@matinee/contracts";
import * as z from "zod/mini";
import { notFound } from "../engine/errors";
import type { Source, SourceInfo } from "../engine/provider";

/** An operator's own table of streams: no lookup, just TMDB id -> URL(s). */
export const DIRECT_SOURCE: SourceInfo = {
  id: "direct",
  name: "Direct links",
  rank: 300,
  mediaTypes: ["movie", "show"],
  // The operator vouches for the URLs; entries that lack CORS say so with their own flags.
  flags: ["cors-allowed"],
};

// zod/mini, as in contracts: this file ships to browsers.
const url = z.url({ protocol: /^https?$/ });
const common = {
  tmdbId: z.string().check(z.regex(/^\d+$/, "must be a TMDB id (digits)")),
  /** One URL: `.m3u8` plays as HLS, anything else as an MP4 file of unknown quality. */
  url: z.optional(url),
  /** MP4 files by quality, instead of `url`. */
  qualities: z.optional(z.partialRecord(z.enum(QUALITIES), url)),
  captions: z._default(
    z.array(
      z.object({
        language: z.string().check(z.minLength(2)),
        url,
        type: z.optional(z.enum(["vtt", "srt"])),
      }),
    ),
    [],
  ),
  /** Default `["cors-allowed"]`: say `[]` for a host without CORS headers. */
  flags: z._default(z.array(z.enum(STREAM_FLAGS)), ["cors-allowed"]),
  headers: z.optional(z.record(z.string(), z.string())),
};

/** One row of the direct table (the operator's JSON, validated at the server's boot). */
export const directEntrySchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("movie"), ...common }),
    z.object({
      type: z.literal("show"),
      ...common,
      season: z.int().check(z.minimum(0)),
      episode: z.int().check(z.minimum(1)),
    }),
  ])
  .check(
    z.refine((entry) => (entry.url === undefined) !== (entry.qualities === undefined), {
      message: "give exactly one of url or qualities",
    }),
  );
export const directTableSchema = z.array(directEntrySchema);
export type DirectEntry = z.infer<typeof directEntrySchema>;

function toStream(entry: DirectEntry, id: string): Stream {
  const captions = entry.captions.map((caption, i) => ({
    type: caption.type ?? (caption.url.toLowerCase().endsWith(".srt") ? "srt" : "vtt"),
    id: `${id}-caption-${i}`,
    url: caption.url,
    hasCorsRestrictions: !entry.flags.includes("cors-allowed"),
    language: caption.language,
  }));
  const common = {
    id,
    flags: entry.flags,
    captions,
    ...(entry.headers ? { headers: entry.headers } : {}),
  };
  if (entry.url !== undefined && new URL(entry.url).pathname.toLowerCase().endsWith(".m3u8")) {
    return { ...common, type: "hls", playlist: entry.url };
  }
  const qualities: Extract<Stream, { type: "file" }>["qualities"] = {};
  if (entry.url !== undefined) qualities.unknown = { type: "mp4", url: entry.url };
  for (const [quality, file] of Object.entries(entry.qualities ?? {})) {
    qualities[quality as keyof typeof qualities] = { type: "mp4", url: file };
  }
  return { ...common, type: "file", qualities };
}

/** Streams from an operator-configured table (`entries`, already validated). */
export function createDirectSource(options: { entries: readonly DirectEntry[] }): Source {
  return {
    ...DIRECT_SOURCE,
    scrape({ media }) {
      const entry = options.entries.find(
        (row) =>
          row.tmdbId === media.tmdbId &&
          row.type === media.type &&
          (row.type === "movie" ||
            (media.type === "show" &&
              row.season === media.season.number &&
              row.episode === media.episode.number)),
      );
      if (!entry) return Promise.reject(notFound("Not in the direct table"));
      const id =
        media.type === "movie"
          ? `direct-movie-${media.tmdbId}`
          : `direct-show-${media.tmdbId}-s${media.season.number}e${media.episode.number}`;
      return Promise.resolve({ embeds: [], stream: [toStream(entry, id)] });
    },
  };
}
