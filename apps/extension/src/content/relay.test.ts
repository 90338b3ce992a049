import { describe, expect, it } from "vitest";
import { startRelay, type RelayWindow } from "./relay";

/** A window whose posted messages arrive as `message` events from itself, like a page's. */
class FakeWindow implements RelayWindow {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  posted: { message: unknown; targetOrigin: string }[] = [];
  postMessage(message: unknown, targetOrigin: string) {
    this.posted.push({ message, targetOrigin });
    this.deliver(message, this);
  }
  /** A message event as if `source` had posted `data`. */
  deliver(data: unknown, source: unknown) {
    for (const listener of [...this.listeners]) listener({ data, source } as MessageEvent);
  }
  addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function relayOn(
  reply: (request: unknown) => Promise<unknown> = () => Promise.resolve({ success: true }),
) {
  const win = new FakeWindow();
  const forwarded: unknown[] = [];
  const stop = startRelay(win, (request) => {
    forwarded.push(request);
    return reply(request);
  });
  return { win, forwarded, stop, answers: () => win.posted.slice(1).map((p) => p.message) };
}

describe("the content script relay", () => {
  it("forwards a page's message to the background and posts the answer back to the page's origin", async () => {
    const { win, forwarded } = relayOn(() => Promise.resolve({ success: true, version: "1.2.0" }));
    win.postMessage({ name: "hello", instanceId: "id-1" }, "/");
    await settle();
    expect(forwarded).toEqual([{ name: "hello", relayId: undefined, body: undefined }]);
    expect(win.posted[1]).toEqual({
      message: {
        name: "hello",
        relayId: undefined,
        instanceId: "id-1",
        body: { success: true, version: "1.2.0" },
        relayed: true,
      },
      targetOrigin: "/",
    });
  });

  it("passes the body through for each of the four messages", async () => {
    const { win, forwarded } = relayOn();
    for (const name of ["hello", "makeRequest", "prepareStream", "openPage"]) {
      win.postMessage({ name, instanceId: name, body: { n: name } }, "/");
    }
    await settle();
    expect(forwarded.map((f) => (f as { body: unknown }).body)).toEqual([
      { n: "hello" },
      { n: "makeRequest" },
      { n: "prepareStream" },
      { n: "openPage" },
    ]);
  });

  it("ignores other windows, other names, answers already relayed and non-objects", async () => {
    const { win, forwarded } = relayOn();
    win.deliver({ name: "hello", instanceId: "x" }, {}); // a frame or another window
    win.deliver({ name: "hello", instanceId: "x" }, null);
    win.postMessage({ name: "makeRequests", instanceId: "x" }, "/");
    win.postMessage({ name: "hello", instanceId: "x", relayed: true }, "/");
    win.postMessage("hello", "/");
    win.postMessage(null, "/");
    await settle();
    expect(forwarded).toEqual([]);
  });

  it("answers a failure when the background cannot be reached", async () => {
    const { win, answers } = relayOn(() =>
      Promise.reject(new Error("Extension context invalidated.")),
    );
    win.postMessage({ name: "makeRequest", instanceId: "id-2", body: {} }, "/");
    await settle();
    expect(answers()).toEqual([
      expect.objectContaining({
        instanceId: "id-2",
        body: { success: false, error: "Extension context invalidated." },
        relayed: true,
      }),
    ]);
  });

  it("stops listening when stopped", async () => {
    const { win, forwarded, stop } = relayOn();
    stop();
    win.postMessage({ name: "hello", instanceId: "x" }, "/");
    await settle();
    expect(forwarded).toEqual([]);
  });
});
