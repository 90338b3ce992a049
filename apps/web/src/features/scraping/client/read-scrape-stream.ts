import {
  scrapeDiscoverEmbedsEventSchema,
  scrapeErrorPayloadSchema,
  scrapeInitEventSchema,
  scrapeUpdateEventSchema,
} from "@matinee/contracts";
import type { RunnerEvent, RunnerEventListener } from "@matinee/providers";
import { ScrapeFailure } from "./scrape-failure";
import { createSseParser, type SseMessage } from "./sse-parser";

/** The event that closed a stream: `completed` (with its data) or `noOutput`. */
export type StreamEnd = { event: "completed"; data: unknown } | { event: "noOutput" };

export interface ReadStreamOptions {
  onEvent?: RunnerEventListener | undefined;
  /** A fresh JWT from a protected server (`token` event, §6.4). */
  onToken?: ((token: string) => void) | undefined;
}

function parseData(message: SseMessage): unknown {
  // The reference client reads empty data as `{}` (noOutput, an empty error).
  if (message.data === "") return {};
  try {
    return JSON.parse(message.data) as unknown;
  } catch {
    throw new ScrapeFailure("invalidEvent", `${message.event} carried no JSON`);
  }
}

/** A progress event in the runner's shape, checked against its schema. */
function toRunnerEvent(event: string, data: unknown): RunnerEvent {
  const checked = (() => {
    switch (event) {
      case "init":
        return scrapeInitEventSchema.safeParse(data);
      case "update":
        return scrapeUpdateEventSchema.safeParse(data);
      case "discoverEmbeds":
        return scrapeDiscoverEmbedsEventSchema.safeParse(data);
      default:
        return typeof data === "string"
          ? { success: true as const, data }
          : { success: false as const };
    }
  })();
  if (!checked.success) throw new ScrapeFailure("invalidEvent", `${event} had the wrong shape`);
  return { type: event, data: checked.data } as RunnerEvent;
}

/** An `error` end event: not-found by its name, anything else a scrape error (SPEC §8). */
function toFailure(data: unknown): ScrapeFailure {
  const parsed = scrapeErrorPayloadSchema.safeParse(data);
  if (!parsed.success) return new ScrapeFailure("scrapeError");
  const { name, message } = parsed.data;
  return new ScrapeFailure(name === "NotFoundError" ? "notFound" : "scrapeError", message);
}

const PROGRESS = new Set(["init", "start", "update", "discoverEmbeds"]);

/**
 * Reads a scraper API body (PROTOCOLS.md §6.2) until its end event: progress goes to `onEvent`,
 * `completed`/`noOutput` resolve, `error` rejects. An unnamed event, or a body that ends with
 * no end event, is a stream that closed improperly.
 */
export async function readScrapeStream(
  body: ReadableStream<Uint8Array>,
  options: ReadStreamOptions = {},
): Promise<StreamEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let end: StreamEnd | ScrapeFailure | undefined;
  const parser = createSseParser((message) => {
    if (end) return;
    const { event } = message;
    if (event === "completed") end = { event, data: parseData(message) };
    else if (event === "noOutput") end = { event };
    else if (event === "error") end = toFailure(parseData(message));
    else if (event === "token") {
      const token = parseData(message);
      if (typeof token === "string") options.onToken?.(token);
    } else if (PROGRESS.has(event)) options.onEvent?.(toRunnerEvent(event, parseData(message)));
    else end = new ScrapeFailure("closedImproperly", `unexpected "${event}" event`);
  });
  try {
    while (!end) {
      const chunk = await reader.read();
      if (chunk.done) break;
      parser.push(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    // Nothing may follow the end event: stop reading whatever the server still sends.
    await reader.cancel().catch(() => undefined);
  }
  if (end instanceof ScrapeFailure) throw end;
  if (!end) throw new ScrapeFailure("closedImproperly", "the stream ended before its end event");
  return end;
}
