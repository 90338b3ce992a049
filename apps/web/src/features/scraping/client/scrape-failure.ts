/**
 * Every way a stream search can end without a stream (SPEC §8, PROTOCOLS.md §6.2). The UI shows
 * `notFound` as "nothing found"; the others as a failed search with the detail in the modal.
 */
export const SCRAPE_FAILURES = {
  /** The scraper (server or local) looked everywhere and found nothing. */
  notFound: "We could not find a stream",
  /** The server sent an `error` event that is not a NotFoundError. */
  scrapeError: "scrape error",
  /** The scraper server could not be reached, or refused the request. */
  connection: "Failed to connect to the scraper server",
  /** The event stream ended without an end event, or carried an unnamed event. */
  closedImproperly: "The scraper stream closed improperly",
  /** An event arrived whose data is not the shape PROTOCOLS.md §6.2 gives it. */
  invalidEvent: "The scraper sent an event it should not have",
} as const;

export type ScrapeFailureType = keyof typeof SCRAPE_FAILURES;

/** A search that ended without a stream: `{ type, detail, fatal }` as every error here. */
export class ScrapeFailure extends Error {
  override readonly name = "ScrapeFailure";
  readonly type: ScrapeFailureType;
  /** What the scraper said (its error name and message, an HTTP status), for the details. */
  readonly detail: string;
  /** Always true: the search is over; a retry starts a new one. */
  readonly fatal = true;

  constructor(type: ScrapeFailureType, detail = "") {
    super(detail ? `${SCRAPE_FAILURES[type]}: ${detail}` : SCRAPE_FAILURES[type]);
    this.type = type;
    this.detail = detail;
  }
}

/** True for the abort a cancelled search throws: never an outcome worth showing or reporting. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
