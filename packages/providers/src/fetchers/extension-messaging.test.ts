import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ExtensionTimeoutError,
  newInstanceId,
  sendExtensionMessage,
  sendHello,
  type MessagingWindow,
} from "./extension-messaging";

type Reply = (request: { name: string; body?: unknown; instanceId: string }) => unknown;

/**
 * A page window with a fake content script: what the page posts comes back as message events
 * from the window itself, and `reply` (when given) answers like the relay of §5.1.
 */
class FakeWindow implements MessagingWindow {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  posted: { message: unknown; targetOrigin: string }[] = [];
  constructor(private readonly reply?: Reply) {}
  postMessage(message: unknown, targetOrigin: string) {
    this.posted.push({ message, targetOrigin });
    this.deliver(message, this);
    const request = message as { name: string; instanceId: string; relayed?: boolean };
    if (this.reply && !request.relayed) {
      const body = this.reply(request);
      setTimeout(() => this.postMessage({ ...request, body, relayed: true }, "/"), 0);
    }
  }
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

afterEach(() => vi.useRealTimers());

describe("sendExtensionMessage", () => {
  it("posts name, body and a 21-character instanceId to the page's own origin", async () => {
    const win = new FakeWindow(() => ({ success: true }));
    const body = { ruleId: 1, targetDomains: ["cdn.test"] };
    await sendExtensionMessage("prepareStream", body, { window: win });
    const sent = win.posted[0];
    expect(sent?.targetOrigin).toBe("/");
    expect(sent?.message).toEqual({ name: "prepareStream", body, instanceId: expect.any(String) });
    expect((sent?.message as { instanceId: string }).instanceId).toMatch(/^[\w-]{21}$/);
  });

  it("resolves with the relayed answer carrying its own instanceId, ignoring others", async () => {
    const win = new FakeWindow();
    const pending = sendExtensionMessage("hello", undefined, { window: win });
    const { instanceId } = win.posted[0]?.message as { instanceId: string };
    const hello = { success: true, version: "1.2.0", allowed: true, hasPermission: true };
    win.deliver(
      {
        name: "hello",
        instanceId: "someone-else",
        body: { success: false, error: "x" },
        relayed: true,
      },
      win,
    );
    win.deliver(
      { name: "makeRequest", instanceId, body: { success: false, error: "x" }, relayed: true },
      win,
    );
    win.deliver({ name: "hello", instanceId, body: { success: false, error: "x" } }, win); // not relayed
    win.deliver(
      { name: "hello", instanceId, body: { success: false, error: "x" }, relayed: true },
      {},
    ); // a frame
    win.deliver({ name: "hello", instanceId, body: hello, relayed: true }, win);
    await expect(pending).resolves.toEqual(hello);
  });

  it("turns an answer of the wrong shape into a failure", async () => {
    const win = new FakeWindow(() => ({ success: true, version: 3 }));
    await expect(sendExtensionMessage("hello", undefined, { window: win })).resolves.toMatchObject({
      success: false,
      error: expect.stringMatching(/^Malformed hello answer/),
    });
  });

  it("rejects after timeoutMs without an answer, and stops listening", async () => {
    vi.useFakeTimers();
    const win = new FakeWindow();
    const remove = vi.spyOn(win, "removeEventListener");
    const pending = sendExtensionMessage(
      "openPage",
      { page: "PermissionGrant", redirectUrl: "https://a.test/" },
      {
        window: win,
        timeoutMs: 1000,
      },
    );
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toBeInstanceOf(ExtensionTimeoutError);
    expect(remove).toHaveBeenCalledOnce();
  });

  it("makes a new id for every call", () => {
    const ids = new Set(Array.from({ length: 100 }, newInstanceId));
    expect(ids.size).toBe(100);
  });
});

describe("sendHello", () => {
  it("gives the extension's answer", async () => {
    const hello = { success: true, version: "1.2.0", allowed: false, hasPermission: true };
    await expect(sendHello({ window: new FakeWindow(() => hello) })).resolves.toEqual(hello);
  });

  it("gives null when no extension answers within 500 ms", async () => {
    vi.useFakeTimers();
    const pending = sendHello({ window: new FakeWindow() });
    vi.advanceTimersByTime(499);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
  });
});
