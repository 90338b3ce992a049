import * as z from "zod/mini";

/**
 * The server's subtitle API (`GET /subtitles`, `GET /subtitles/:id`): which subtitle files a
 * title has (sidecar files of the media library, OpenSubtitles when the operator configured a
 * key) and each one as WebVTT. The web app lists them in the captions menu and loads the one a
 * viewer picks.
 */

/** Where a listed subtitle comes from. */
export const SUBTITLE_SOURCES = ["library", "opensubtitles"] as const;
export type SubtitleSource = (typeof SUBTITLE_SOURCES)[number];

/** The file formats the server reads (the names `@matinee/subtitles` gives them). */
export const SUBTITLE_FILE_FORMATS = [
  "srt",
  "vtt",
  "ass",
  "ssa",
  "subviewer",
  "microdvd",
  "sami",
] as const;
export type SubtitleFileFormat = (typeof SUBTITLE_FILE_FORMATS)[number];

/**
 * A BCP 47 language tag as the list gives it: an ISO 639-1 code (`en`), a three-letter one where
 * no two-letter code exists, optionally with a script or region (`pt-BR`, `zh-Hant`); `und`
 * when a file's name does not say.
 */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/**
 * A subtitle's id: `lib-` and 20 hex digits (a library file, by its path) or `os-` and an
 * OpenSubtitles file id. Nothing else reaches a file or an upstream request.
 */
export const SUBTITLE_ID = /^(?:lib-[0-9a-f]{20}|os-[1-9][0-9]{0,11})$/;

/** Most languages one list request may filter by. */
export const MAX_SUBTITLE_LANGUAGES = 20;

const wholeNumber = (max: number) =>
  z.pipe(
    z.string().check(
      z.regex(/^\d{1,9}$/, "must be a whole number"),
      z.refine((value) => Number(value) <= max, `must be at most ${max}`),
    ),
    z.transform(Number),
  );

/** `languages=en,pt-BR`: a comma-separated list of language tags (case-insensitive). */
const languageList = z.pipe(
  z.string().check(
    z.maxLength(MAX_SUBTITLE_LANGUAGES * 12, "is too long"),
    z.refine(
      (value) => value.split(",").every((tag) => LANGUAGE_TAG.test(tag.trim().toLowerCase())),
      "must be language codes separated by commas (en,es,pt-BR)",
    ),
    z.refine(
      (value) => value.split(",").length <= MAX_SUBTITLE_LANGUAGES,
      `must name at most ${MAX_SUBTITLE_LANGUAGES} languages`,
    ),
  ),
  z.transform((value) => [...new Set(value.split(",").map((tag) => tag.trim().toLowerCase()))]),
);

/**
 * The query of `GET /subtitles` (strings on the wire; season and episode become numbers). A show
 * needs `season` and `episode`, a movie has neither.
 */
export const subtitleListQuerySchema = z
  .object({
    tmdbId: z.string().check(z.regex(/^[1-9]\d{0,9}$/, "must be a TMDB id (digits)")),
    type: z.enum(["movie", "show"]),
    season: z.optional(wholeNumber(9999)),
    episode: z.optional(wholeNumber(9999)),
    imdbId: z.optional(
      z.string().check(z.regex(/^tt\d{1,10}$/, "must be an IMDb id (tt and digits)")),
    ),
    languages: z.optional(languageList),
  })
  .check(
    z.superRefine((query, context) => {
      for (const field of ["season", "episode"] as const) {
        const given = query[field] !== undefined;
        if (query.type === "show" && !given) {
          context.issues.push({
            code: "custom",
            message: "is required for a show",
            path: [field],
            input: query,
          });
        } else if (query.type === "movie" && given) {
          context.issues.push({
            code: "custom",
            message: "is only for shows",
            path: [field],
            input: query,
          });
        }
      }
    }),
  );
/** What a client sends (every value a string). */
export type SubtitleListQueryInput = z.input<typeof subtitleListQuerySchema>;
export type SubtitleListQuery = z.output<typeof subtitleListQuerySchema>;

/** The path parameter of `GET /subtitles/:id`. */
export const subtitleIdParamsSchema = z.object({
  id: z
    .string()
    .check(
      z.maxLength(40, "must be at most 40 characters"),
      z.regex(SUBTITLE_ID, "must be a subtitle id from the list (lib-… or os-…)"),
    ),
});

/** The query of `GET /subtitles/:id`: the caption's language, a hint for a legacy encoding. */
export const subtitleFileQuerySchema = z.object({
  language: z.optional(
    z
      .string()
      .check(
        z.maxLength(35, "must be at most 35 characters"),
        z.regex(LANGUAGE_TAG, "must be a language code (en, pt-BR)"),
      ),
  ),
});

/** One subtitle file a title has. */
export const subtitleInfoSchema = z.object({
  id: z.string().check(z.regex(SUBTITLE_ID)),
  /** BCP 47 ({@link LANGUAGE_TAG}). */
  language: z.string(),
  /** The language's English name, when it has one ("Spanish"). */
  languageName: z.optional(z.string()),
  /** The file's own format; `url` always answers WebVTT. */
  format: z.enum(SUBTITLE_FILE_FORMATS),
  source: z.enum(SUBTITLE_SOURCES),
  /** Absolute URL of the subtitle as WebVTT (`text/vtt; charset=utf-8`). */
  url: z.string(),
  /** Made for the deaf and hard of hearing (sound descriptions, speaker names). */
  hearingImpaired: z.optional(z.boolean()),
  /** Only the lines of foreign-language parts. */
  forced: z.optional(z.boolean()),
  /** The release the timing was made for ("Big.Buck.Bunny.2008.1080p"), or the file's name. */
  release: z.optional(z.string()),
});
export type SubtitleInfo = z.infer<typeof subtitleInfoSchema>;

/** A source that was asked and could not answer; the list still holds the others' results. */
export const unavailableSubtitleSourceSchema = z.object({
  source: z.enum(SUBTITLE_SOURCES),
  error: z.string(),
  message: z.string(),
});

/** The answer of `GET /subtitles`, sorted by language, library files before OpenSubtitles. */
export const subtitleListSchema = z.object({
  subtitles: z.array(subtitleInfoSchema),
  unavailable: z.optional(z.array(unavailableSubtitleSourceSchema)),
});
export type SubtitleList = z.infer<typeof subtitleListSchema>;
