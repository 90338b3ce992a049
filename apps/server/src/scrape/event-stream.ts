import { PassThrough } from "node:stream";
import type { ScrapeSseEvent } from "@matinee/contracts";

/**
 * One event of the scraper API's stream, framed exactly as PROTOCOLS.md §6.2 says: `event:`,
 * `data:` (one line of JSON; JSON never contains a raw newline), `id:`, a blank line. `noOutput`
 * carries empty data. There is never an unnamed event: clients treat one as a broken stream.
 */
export function formatEvent(id: number, event: ScrapeSseEvent, data?: unknown): string {
  const payload = data === undefined ? "" : JSON.stringify(data);
  return `event: ${event}\ndata: ${payload}\nid: ${id}\n\n`;
}

export interface EventStream {
  /** The body to hand to `reply.send`. */
  readonly body: PassThrough;
  send(event: ScrapeSseEvent, data?: unknown): void;
  /** Sends the end event and closes the stream: nothing may follow it. */
  end(event: ScrapeSseEvent, data?: unknown): void;
  readonly closed: boolean;
}

/** An event stream whose ids count up from 1 in send order. */
export function createEventStream(): EventStream {
  const body = new PassThrough();
  let nextId = 1;
  let closed = false;
  // The client may be gone (the reply destroys the body): nothing more is written then.
  body.on("close", () => {
    closed = true;
  });
  const send = (event: ScrapeSseEvent, data?: unknown) => {
    if (closed || body.destroyed) return;
    body.write(formatEvent(nextId++, event, data));
  };
  return {
    body,
    send,
    end(event, data) {
      send(event, data);
      closed = true;
      body.end();
    },
    get closed() {
      return closed;
    },
  };
}
