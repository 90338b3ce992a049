import * as z from "zod/mini";
import { EXTENSION_MESSAGE_NAMES, EXTENSION_PAGES } from "./extension-protocol";

/**
 * The browser extension's messages (PROTOCOLS.md §5): what a page sends through the relay, and
 * what the extension answers. Shared by the extension (which validates every body with these)
 * and the page-side client. Bounds keep one message from a page small enough to handle at once.
 */

export const extensionMessageNameSchema = z.enum(EXTENSION_MESSAGE_NAMES);

const MAX_URL = 8192;
const MAX_HEADERS = 64;
/** A request body sent through `makeRequest` (strings; a form's values are strings too). */
const MAX_BODY = 1_000_000;

const urlString = z.string().check(z.minLength(1), z.maxLength(MAX_URL));
const shortString = z.string().check(z.maxLength(256));

export const headerMapSchema = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(256)),
    z.string().check(z.maxLength(MAX_URL)),
  )
  .check(
    z.refine((headers) => Object.keys(headers).length <= MAX_HEADERS, {
      message: `at most ${MAX_HEADERS} headers`,
    }),
  );

/** `[name, value]` pairs: how FormData and URLSearchParams bodies cross the relay. */
export const formEntriesSchema = z
  .array(z.tuple([z.string().check(z.maxLength(MAX_URL)), z.string().check(z.maxLength(MAX_BODY))]))
  .check(z.maxLength(1000));
export type FormEntries = z.infer<typeof formEntriesSchema>;

export const BODY_TYPES = ["string", "FormData", "URLSearchParams", "object"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const makeRequestBodySchema = z
  .object({
    url: urlString,
    baseUrl: z.optional(urlString),
    method: z.string().check(z.regex(/^[A-Za-z]{1,16}$/)),
    headers: z.optional(headerMapSchema),
    query: z.optional(headerMapSchema),
    readHeaders: z.optional(z.array(shortString).check(z.maxLength(MAX_HEADERS))),
    body: z.optional(z.unknown()),
    bodyType: z.optional(z.enum(BODY_TYPES)),
  })
  .check(
    z.refine(
      (request) => {
        if (request.body === undefined || request.body === null) return true;
        if (request.bodyType === "FormData" || request.bodyType === "URLSearchParams") {
          return formEntriesSchema.safeParse(request.body).success;
        }
        if (request.bodyType === "string" || typeof request.body === "string") {
          return typeof request.body === "string" && request.body.length <= MAX_BODY;
        }
        return true;
      },
      { message: "body does not fit bodyType", path: ["body"] },
    ),
  );
export type MakeRequestBody = z.infer<typeof makeRequestBodySchema>;

export const prepareStreamBodySchema = z
  .object({
    ruleId: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
    targetDomains: z.optional(
      z
        .array(z.string().check(z.minLength(1), z.maxLength(253)))
        .check(z.minLength(1), z.maxLength(100)),
    ),
    targetRegex: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
    requestHeaders: z.optional(headerMapSchema),
    responseHeaders: z.optional(headerMapSchema),
  })
  .check(
    z.refine((rule) => rule.targetDomains !== undefined || rule.targetRegex !== undefined, {
      message: "targetDomains or targetRegex is required",
      path: ["targetDomains"],
    }),
  );
export type PrepareStreamBody = z.infer<typeof prepareStreamBodySchema>;

export const openPageBodySchema = z.object({
  page: z.enum(EXTENSION_PAGES),
  redirectUrl: urlString,
});
export type OpenPageBody = z.infer<typeof openPageBodySchema>;

/** Each message's request body (`hello` has none). */
export interface ExtensionRequestBodies {
  hello: undefined;
  makeRequest: MakeRequestBody;
  prepareStream: PrepareStreamBody;
  openPage: OpenPageBody;
}

const failureSchema = z.object({ success: z.literal(false), error: z.string() });
export type ExtensionFailure = z.infer<typeof failureSchema>;

export const helloReplySchema = z.union([
  z.object({
    success: z.literal(true),
    version: z.string(),
    allowed: z.boolean(),
    hasPermission: z.boolean(),
  }),
  failureSchema,
]);
export type HelloReply = z.infer<typeof helloReplySchema>;

export const makeRequestReplySchema = z.union([
  z.object({
    success: z.literal(true),
    response: z.object({
      statusCode: z.int(),
      headers: z.record(z.string(), z.string()),
      finalUrl: z.string(),
      body: z.unknown(),
    }),
  }),
  failureSchema,
]);
export type MakeRequestReply = z.infer<typeof makeRequestReplySchema>;

export const plainReplySchema = z.union([z.object({ success: z.literal(true) }), failureSchema]);
export type PlainReply = z.infer<typeof plainReplySchema>;

/** Each message's reply (the common envelope of §5.2). */
export interface ExtensionReplies {
  hello: HelloReply;
  makeRequest: MakeRequestReply;
  prepareStream: PlainReply;
  openPage: PlainReply;
}

export const extensionReplySchemas = {
  hello: helloReplySchema,
  makeRequest: makeRequestReplySchema,
  prepareStream: plainReplySchema,
  openPage: plainReplySchema,
} as const;

/** What the content script forwards to the background: `{ name, body }` (§5.1). */
export const relayedRequestSchema = z.object({
  name: extensionMessageNameSchema,
  body: z.optional(z.unknown()),
});
export type RelayedRequest = z.infer<typeof relayedRequestSchema>;
