import { SCRAPE_SSE_EVENTS, type ScrapeSseEvent } from "@matinee/contracts";
import { expect } from "vitest";

export interface ReceivedEvent {
  event: ScrapeSseEvent;
  /** The raw data line's value ("" for noOutput). */
  raw: string;
  data: unknown;
}

const END_EVENTS: readonly ScrapeSseEvent[] = ["completed", "noOutput", "error"];
const FRAME = /^event: ([A-Za-z]+)\ndata: ([^\n]*)\nid: (\d+)\n\n/;

/**
 * Reads a scraper API body the strict way a wire-compatible client may rely on (PROTOCOLS.md
 * §6.2): only `event`/`data`/`id` frames in that order, known event names, ids 1, 2, 3…, JSON
 * data (empty only for noOutput), exactly one end event and nothing after it.
 */
export function readEventStream(body: string): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  let rest = body;
  while (rest.length > 0) {
    const match = FRAME.exec(rest);
    expect(match, `unframed bytes at ${JSON.stringify(rest.slice(0, 60))}`).not.toBeNull();
    if (!match) break;
    const [frame, name = "", raw = "", id = ""] = match;
    expect(SCRAPE_SSE_EVENTS).toContain(name);
    expect(Number(id)).toBe(events.length + 1);
    const event = name as ScrapeSseEvent;
    if (event === "noOutput") expect(raw).toBe("");
    const data: unknown = raw === "" ? undefined : JSON.parse(raw);
    events.push({ event, raw, data });
    rest = rest.slice(frame.length);
  }
  const ends = events.filter((received) => END_EVENTS.includes(received.event));
  expect(ends).toHaveLength(1);
  expect(END_EVENTS).toContain(events.at(-1)?.event);
  return events;
}
