/** What became of one attempt to send an outbox entry. */
export type SendOutcome =
  /** 2xx: the server has it. */
  | { type: "sent" }
  /** No answer, 5xx, 408 or 429: the same request may work later. */
  | { type: "retry" }
  /** The session is gone (401, or a 400 about the token): nothing can be sent until it is checked. */
  | { type: "unauthorized" }
  /** Any other 4xx: this request will never succeed; `reason` is for the log. */
  | { type: "rejected"; reason: string };

const RETRYABLE_4XX = new Set([408, 425, 429]);

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === "string" ? message : undefined;
}

/**
 * Sorts an answer of the account server into a {@link SendOutcome}; `status` null means the
 * request got no answer at all (offline, refused, timed out). `body` is the parsed JSON body.
 */
export function classifySend(status: number | null, body?: unknown): SendOutcome {
  if (status === null) return { type: "retry" };
  if (status >= 200 && status < 300) return { type: "sent" };
  const message = messageOf(body);
  if (status === 401) return { type: "unauthorized" };
  // movie-web answers 400 "Invalid authentication" for a token it cannot verify.
  if (status === 400 && message === "Invalid authentication") return { type: "unauthorized" };
  if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status)) {
    return { type: "rejected", reason: `HTTP ${status}${message ? `: ${message}` : ""}` };
  }
  return { type: "retry" };
}
