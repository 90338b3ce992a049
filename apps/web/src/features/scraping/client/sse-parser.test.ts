import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser";

function parse(...chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return messages;
}

describe("the event-stream parser", () => {
  it("dispatches an event at the blank line with its name, data and id", () => {
    expect(parse('event: init\ndata: {"sourceIds":[]}\nid: 1\n\n')).toEqual([
      { event: "init", data: '{"sourceIds":[]}', id: "1" },
    ]);
  });

  it("puts an event back together whatever the chunks split, CRLF included", () => {
    const text = 'event: start\r\ndata: "library"\r\nid: 2\r\n\r\n';
    const oneByOne = parse(...text.split(""));
    expect(oneByOne).toEqual([{ event: "start", data: '"library"', id: "2" }]);
  });

  it("dispatches an event whose data is empty, as noOutput is", () => {
    expect(parse("event: noOutput\ndata: \nid: 6\n\n")).toEqual([
      { event: "noOutput", data: "", id: "6" },
    ]);
  });

  it("joins data lines with newlines and skips comments", () => {
    expect(parse(": keep-alive\nevent: x\ndata: a\ndata: b\n\n")).toEqual([
      { event: "x", data: "a\nb", id: undefined },
    ]);
  });

  it("names an event without an event field 'message'", () => {
    expect(parse("data: hi\n\n")[0]?.event).toBe("message");
  });

  it("drops an event the body ended in the middle of", () => {
    expect(parse("event: completed\ndata: {}")).toEqual([]);
  });
});
