import * as z from "zod/mini";

/** The part of a listing-service title the client reads: the ids it has elsewhere. */
export const listingTitleSchema = z.object({
  external_ids: z.optional(
    z.array(z.object({ provider: z.string(), external_id: z.union([z.string(), z.number()]) })),
  ),
});
