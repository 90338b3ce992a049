import type { HelloReply } from "@matinee/contracts";
import type * as Providers from "@matinee/providers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  checkExtension,
  declineExtension,
  EXTENSION_WAIT_MS,
  isExtensionActive,
  isPermissionMissing,
  openExtensionPermission,
  resetExtensionState,
  startExtensionDetection,
  useExtensionState,
  UNMARKED_WAIT_MS,
  whenExtensionChecked,
} from "./extension-state";

const granted: HelloReply = { success: true, version: "1.2.0", allowed: true, hasPermission: true };

/**
 * The extension as the page side of its relay (`@matinee/providers`) meets it: each message the
 * app sends is answered with `answer(name, body)`; undefined is silence (a hello then gives up
 * after its 500 ms, as the real one does).
 */
const relay = vi.hoisted(() => ({
  answer: (_name: string, _body: unknown): unknown => undefined,
  seen: [] as { name: string; body: unknown }[],
}));
vi.mock("@matinee/providers", async (original) => {
  const real = await original<typeof Providers>();
  const send = (name: string, body: unknown) => {
    relay.seen.push({ name, body });
    const reply = relay.answer(name, body);
    return reply === undefined ? new Promise(() => undefined) : Promise.resolve(reply);
  };
  return {
    ...real,
    sendExtensionMessage: send,
    sendHello: () => {
      relay.seen.push({ name: "hello", body: undefined });
      const reply = relay.answer("hello", undefined);
      if (reply !== undefined) return Promise.resolve(reply);
      return new Promise((resolve) => setTimeout(() => resolve(null), real.HELLO_TIMEOUT_MS));
    },
  };
});

function fakeExtension(answer: (name: string, body: unknown) => unknown) {
  relay.answer = answer;
  relay.seen.length = 0;
  return {
    seen: relay.seen,
    stop: () => {
      relay.answer = () => undefined;
    },
  };
}

let extension: ReturnType<typeof fakeExtension> | null = null;

beforeEach(() => resetExtensionState());
afterEach(() => {
  extension?.stop();
  extension = null;
  resetExtensionState();
  sessionStorage.clear();
});

describe("the extension's state", () => {
  it("starts unknown and unchecked, then keeps what hello said, version included", async () => {
    expect(useExtensionState.getState()).toMatchObject({ status: "unknown", checked: false });
    await expect(checkExtension(() => Promise.resolve(granted))).resolves.toBe("success");
    expect(useExtensionState.getState()).toMatchObject({
      status: "success",
      version: "1.2.0",
      checked: true,
    });
  });

  it.each([
    [{ success: false, error: "x" }, "failed"],
    [{ ...granted, allowed: false }, "disallowed"],
    [{ ...granted, hasPermission: false }, "noperms"],
    [{ ...granted, version: "1.0.1" }, "outdated"],
    [null, "unknown"],
  ] as const)("reads %j as %s", async (reply, status) => {
    await expect(checkExtension(() => Promise.resolve(reply))).resolves.toBe(status);
    expect(useExtensionState.getState()).toMatchObject({ status, checked: true });
  });

  it("counts a hello that cannot be sent as no extension, and asks one question at a time", async () => {
    const hello = vi.fn(() => Promise.reject(new Error("no window")));
    const both = [checkExtension(hello), checkExtension(hello)];
    await expect(Promise.all(both)).resolves.toEqual(["unknown", "unknown"]);
    expect(hello).toHaveBeenCalledOnce();
  });

  it("asks through the relay: an answering extension, then none within 500 ms", async () => {
    extension = fakeExtension((name) => (name === "hello" ? granted : undefined));
    await expect(checkExtension()).resolves.toBe("success");
    extension.stop();
    vi.useFakeTimers();
    const silent = checkExtension();
    await vi.advanceTimersByTimeAsync(500);
    await expect(silent).resolves.toBe("unknown");
    expect(useExtensionState.getState().version).toBeNull();
  });

  it("asks once per page load, and again when the tab becomes visible", async () => {
    const answers: HelloReply[] = [{ ...granted, allowed: false }, granted];
    extension = fakeExtension((name) => (name === "hello" ? answers.shift() : undefined));
    startExtensionDetection();
    startExtensionDetection();
    await vi.waitFor(() => expect(useExtensionState.getState().status).toBe("disallowed"));
    expect(extension.seen).toHaveLength(1);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(useExtensionState.getState().status).toBe("success"));
    expect(extension.seen).toHaveLength(2);
  });

  it("lets a search wait for the first answer, but never past its limit", async () => {
    extension = fakeExtension((name) => (name === "hello" ? granted : undefined));
    await expect(whenExtensionChecked()).resolves.toMatchObject({ status: "success" });
    extension.stop();
    resetExtensionState();
    vi.useFakeTimers();
    const waited = whenExtensionChecked(100); // The hello itself waits 500 ms.
    await vi.advanceTimersByTimeAsync(100);
    await expect(waited).resolves.toMatchObject({ status: "unknown", checked: false });
    expect(EXTENSION_WAIT_MS).toBeGreaterThan(500);
  });

  it("waits the hello's full time only on a page Matinee's extension marked", async () => {
    vi.useFakeTimers();
    const unmarked = whenExtensionChecked();
    await vi.advanceTimersByTimeAsync(UNMARKED_WAIT_MS);
    await expect(unmarked).resolves.toMatchObject({ checked: false });
    resetExtensionState();

    document.documentElement.setAttribute("data-matinee-extension", "");
    try {
      let settled = false;
      const marked = whenExtensionChecked().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(UNMARKED_WAIT_MS);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(EXTENSION_WAIT_MS);
      await marked;
    } finally {
      document.documentElement.removeAttribute("data-matinee-extension");
    }
  });

  it("does not start a check when asked not to, and then does not wait", async () => {
    const state = await whenExtensionChecked(10_000, { start: false });
    expect(state).toMatchObject({ status: "unknown", checked: false });
  });

  it("tells an active extension and a missing permission apart", () => {
    expect(isExtensionActive({ status: "success" })).toBe(true);
    expect(isExtensionActive({ status: "noperms" })).toBe(false);
    expect(isPermissionMissing({ status: "disallowed", declined: false })).toBe(true);
    expect(isPermissionMissing({ status: "noperms", declined: false })).toBe(true);
    expect(isPermissionMissing({ status: "noperms", declined: true })).toBe(false);
    expect(isPermissionMissing({ status: "outdated", declined: false })).toBe(false);
    expect(isPermissionMissing({ status: "unknown", declined: false })).toBe(false);
  });

  it("remembers 'continue without the extension' for the browser session", () => {
    declineExtension();
    expect(useExtensionState.getState().declined).toBe(true);
    expect(sessionStorage.getItem("matinee::extension-declined")).toBe("1");
  });

  it("opens the extension's permission page to come back to this address", async () => {
    extension = fakeExtension((name) => (name === "openPage" ? { success: true } : undefined));
    await expect(openExtensionPermission()).resolves.toEqual({ success: true });
    expect(extension.seen).toEqual([
      {
        name: "openPage",
        body: { page: "PermissionGrant", redirectUrl: window.location.href },
      },
    ]);
  });
});
