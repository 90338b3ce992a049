/** One dispatched event of a `text/event-stream` body. */
export interface SseMessage {
  /** The `event:` field; "message" when the server left it out (never, for the scraper API). */
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines and events anywhere. */
  push(text: string): void;
  /** The body ended: an event not yet closed by a blank line is dropped, as browsers do. */
  end(): void;
}

/**
 * An incremental event-stream parser (the WHATWG rules: `field: value` lines, `data` lines
 * joined by newlines, a blank line dispatches, `:` lines are comments, CR, LF or CRLF ends).
 * Unlike EventSource it also dispatches an event whose data is empty, because the scraper API's
 * `noOutput` is exactly that (PROTOCOLS.md §6.2).
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  let hasFields = false;

  const dispatch = () => {
    if (hasFields) onMessage({ event: event || "message", data: data.join("\n"), id });
    event = "";
    data = [];
    hasFields = false;
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
    else return; // `retry` and unknown fields change nothing here.
    hasFields = true;
  };

  return {
    push(text) {
      buffer += text;
      // A trailing CR may be the first half of a CRLF: keep it until the next chunk.
      const pattern = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = "";
      event = "";
      data = [];
      hasFields = false;
    },
  };
}
