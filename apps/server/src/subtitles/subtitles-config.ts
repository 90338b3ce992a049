import { z } from "zod";

/**
 * The subtitle API's settings (`/subtitles`), spread into the server's one config schema
 * (config.ts). With none set, it lists and converts the media library's subtitle files only.
 */
export function subtitlesConfigShape({
  blankIsUnset,
}: {
  blankIsUnset: (value: unknown) => unknown;
}) {
  const bytes = (fallback: number, min: number, max: number) =>
    z.preprocess(blankIsUnset, z.coerce.number().int().min(min).max(max).default(fallback));
  return {
    /** An OpenSubtitles.com API key: adds OpenSubtitles to the list (needs internet). */
    OPENSUBTITLES_API_KEY: z.preprocess(blankIsUnset, z.string().min(1).max(200).optional()),
    /** OpenSubtitles' REST API (a fake one in tests). */
    OPENSUBTITLES_URL: z.preprocess(
      blankIsUnset,
      z.url({ protocol: /^https?$/ }).default("https://api.opensubtitles.com/api/v1"),
    ),
    /** The User-Agent OpenSubtitles knows the API key's consumer by ("Name vX.Y"). */
    OPENSUBTITLES_USER_AGENT: z.preprocess(
      blankIsUnset,
      z.string().min(1).max(200).default("Matinee v0.1.0"),
    ),
    /** Largest subtitle file read or downloaded, in bytes (past it: 413). */
    SUBTITLE_MAX_BYTES: bytes(5_000_000, 1_000, 100_000_000),
    /** Bytes of converted subtitles and search answers kept in memory (least recently used go). */
    SUBTITLE_CACHE_BYTES: bytes(32_000_000, 0, 2_000_000_000),
  };
}
