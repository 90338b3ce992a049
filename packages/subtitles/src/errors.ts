/**
 * The two parse failures of SPEC §5, each with its fixed message (shown as is, and matched by
 * the UI through `code`).
 */
export const SUBTITLE_ERRORS = {
  /** The text holds nothing but whitespace (or a byte-order mark). */
  empty: "Given text is empty",
  /** No reader recognises the text, or a recognised file holds no valid cue. */
  invalidFormat: "Invalid subtitle format",
} as const;

export type SubtitleErrorCode = keyof typeof SUBTITLE_ERRORS;

/** Thrown by `parseSubtitles`; `message` is the SPEC text, `code` the stable key. */
export class SubtitleParseError extends Error {
  override readonly name = "SubtitleParseError";

  constructor(readonly code: SubtitleErrorCode) {
    super(SUBTITLE_ERRORS[code]);
  }
}

/** Whether `error` is a subtitle parse failure (optionally of one kind). */
export function isSubtitleParseError(
  error: unknown,
  code?: SubtitleErrorCode,
): error is SubtitleParseError {
  return error instanceof SubtitleParseError && (code === undefined || error.code === code);
}
