import * as z from "zod/mini";

/**
 * Error body of Matinee's own JSON endpoints (library, config): what went wrong and, for bad
 * input, which field. The open catalogue answers in TMDB's error shape instead (see tmdb.ts).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
