/** The bounds every proxied exchange stays within. */
export interface ProxyLimits {
  /** Until the destination's response headers arrive, redirects included. */
  headersTimeoutMs: number;
  /** Longest pause in the response body (nothing arriving, or nobody reading) before it is cut. */
  idleTimeoutMs: number;
  /** One exchange from request to the body's last byte. */
  totalTimeoutMs: number;
  /** Response body bytes passed on before the body is cut. */
  maxResponseBytes: number;
  /** Request body bytes accepted (bodies are read whole so a 307/308 can resend them). */
  maxRequestBytes: number;
  /** Redirects followed, each hop checked by the address guard. */
  maxRedirects: number;
  /** Characters of the `destination` URL. */
  maxDestinationLength: number;
}

/**
 * Defaults sized for video: a long film streams well within 30 minutes and 2 GiB per response
 * (players fetch in ranges and open a new request after a cut), while a stalled or endless
 * response is let go of after 30 s of silence.
 */
export const DEFAULT_LIMITS: ProxyLimits = {
  headersTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  totalTimeoutMs: 30 * 60_000,
  maxResponseBytes: 2 * 1024 ** 3,
  maxRequestBytes: 1024 ** 2,
  maxRedirects: 10,
  maxDestinationLength: 8192,
};

/** Why an exchange was cut short; the message says which limit. */
export class LimitError extends Error {
  override readonly name = "LimitError";
  constructor(
    readonly limit: "headers-timeout" | "idle-timeout" | "total-timeout" | "response-bytes",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body whole, refusing it past `maxBytes`. Returns undefined for an empty body,
 * or null when the body is too large.
 */
export async function readBoundedBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined | null> {
  if (!body) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * Passes `body` through chunk by chunk, pulled only as fast as the client reads (nothing is
 * buffered beyond the chunk in hand), and errors it when a limit is crossed: more than
 * `maxBytes`, a pause longer than `idleMs`, or `deadline` (epoch ms) passed. `onCut` is told
 * why, so the caller can abort the upstream request.
 */
export function limitBody(
  body: ReadableStream<Uint8Array>,
  limits: { maxBytes: number; idleMs: number; deadline: number },
  onCut: (error: LimitError) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let sent = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let totalTimer: ReturnType<typeof setTimeout> | undefined;
  let output: ReadableStreamDefaultController<Uint8Array> | undefined;
  let over = false;
  const stopTimers = () => {
    over = true;
    clearTimeout(idleTimer);
    clearTimeout(totalTimer);
  };
  const cut = (error: LimitError) => {
    if (over) return;
    stopTimers();
    onCut(error);
    output?.error(error);
    reader.cancel(error).catch(() => {});
  };
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(
      () => cut(new LimitError("idle-timeout", `No body bytes for ${limits.idleMs} ms`)),
      limits.idleMs,
    );
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        output = controller;
        totalTimer = setTimeout(
          () => cut(new LimitError("total-timeout", "The exchange took too long")),
          Math.max(0, limits.deadline - Date.now()),
        );
        armIdle();
      },
      async pull(controller) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (!over) controller.error(error);
          stopTimers();
          return;
        }
        if (over) return;
        if (chunk.done) {
          stopTimers();
          controller.close();
          return;
        }
        sent += chunk.value.byteLength;
        if (sent > limits.maxBytes) {
          cut(new LimitError("response-bytes", `The body passed ${limits.maxBytes} bytes`));
          return;
        }
        armIdle();
        controller.enqueue(chunk.value);
      },
      cancel(reason) {
        stopTimers();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
