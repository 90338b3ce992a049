import type { ScrapeErrorPayload } from "@matinee/contracts";

/**
 * Every way a scrape can fail, with the error `name` it carries on the wire. Clients decide
 * "not found" versus "scrape error" by that name (PROTOCOLS.md §6.2), so `notFound` must stay
 * "NotFoundError". `fatal` errors end a whole run; the others only end one source or embed.
 */
export const SCRAPE_ERRORS = {
  /** The provider looked and has nothing for this media (status `notfound`). */
  notFound: { name: "NotFoundError", fatal: false },
  /** A source or embed took longer than its timeout; the run moves on. */
  timeout: { name: "TimeoutError", fatal: false },
  /** The caller aborted the run through its AbortSignal. */
  aborted: { name: "AbortError", fatal: true },
  /** A request failed: network error, or an answer with an unexpected status. */
  fetch: { name: "FetchError", fatal: false },
  /** The provider returned something that is not a valid output shape. */
  invalidOutput: { name: "InvalidOutputError", fatal: false },
  /** No source or embed with that id is registered (or allowed for this target). */
  unknownProvider: { name: "UnknownProviderError", fatal: true },
  /** The source does not handle this media type (movie / show). */
  unsupportedMedia: { name: "UnsupportedMediaError", fatal: true },
} as const;

export type ScrapeErrorType = keyof typeof SCRAPE_ERRORS;

/** A typed scrape failure: `{type, detail, fatal}` plus the wire name of its type. */
export class ScrapeError extends Error {
  readonly type: ScrapeErrorType;
  /** Extra facts for logs and the details modal (a status code, a URL, an id). */
  readonly detail: Record<string, unknown>;
  readonly fatal: boolean;

  constructor(type: ScrapeErrorType, message: string, detail: Record<string, unknown> = {}) {
    super(message);
    this.type = type;
    this.detail = detail;
    this.fatal = SCRAPE_ERRORS[type].fatal;
    this.name = SCRAPE_ERRORS[type].name;
  }
}

/** Shorthand for the most common failure: the provider has nothing for this media. */
export function notFound(message = "No stream found"): ScrapeError {
  return new ScrapeError("notFound", message);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === SCRAPE_ERRORS.notFound.name;
}

/** The plain-data form of any thrown value, for events and the wire. */
export function toErrorPayload(error: unknown): ScrapeErrorPayload {
  if (error instanceof Error) {
    return error.stack === undefined
      ? { name: error.name, message: error.message }
      : { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: "Error", message: String(error) };
}
