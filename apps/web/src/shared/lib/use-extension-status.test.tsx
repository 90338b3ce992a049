import type { HelloReply } from "@matinee/contracts";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useExtensionStatus } from "./use-extension-status";

const working: HelloReply = { success: true, version: "1.2.0", allowed: true, hasPermission: true };

/** A hello that answers each call with the next of `replies` (the last one from then on). */
function helloAnswering(...replies: Array<HelloReply | null | Error>) {
  let calls = 0;
  const hello = () => {
    const reply = replies[Math.min(calls, replies.length - 1)];
    calls += 1;
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply ?? null);
  };
  return { hello, calls: () => calls };
}

describe("useExtensionStatus", () => {
  it("is loading until the first answer", () => {
    const { result } = renderHook(() => useExtensionStatus(() => new Promise(() => undefined)));
    expect(result.current).toEqual({ status: "loading" });
  });

  it("asks again a poll after each answer and follows the extension as it changes", async () => {
    // Each ask waits for the test to answer it.
    const pending: Array<(reply: HelloReply | null) => void> = [];
    const hello = () => new Promise<HelloReply | null>((resolve) => pending.push(resolve));
    const { result } = renderHook(() => useExtensionStatus(hello, 10));
    const answerNext = async (reply: HelloReply | null) => {
      await waitFor(() => expect(pending).toHaveLength(1));
      pending.shift()?.(reply);
    };
    await answerNext(null);
    await waitFor(() => expect(result.current).toEqual({ status: "unknown" }));
    await answerNext({ ...working, allowed: false });
    await waitFor(() => expect(result.current).toEqual({ status: "disallowed", version: "1.2.0" }));
    await answerNext({ ...working, version: "1.0.0" });
    await waitFor(() => expect(result.current).toEqual({ status: "outdated", version: "1.0.0" }));
    await answerNext(working);
    await waitFor(() => expect(result.current).toEqual({ status: "success", version: "1.2.0" }));
    // And on: the next ask is already out.
    await waitFor(() => expect(pending).toHaveLength(1));
  });

  it("calls a failed send failed", async () => {
    const { hello } = helloAnswering(new Error("relay broke"));
    const { result } = renderHook(() => useExtensionStatus(hello, 10));
    await waitFor(() => expect(result.current).toEqual({ status: "failed" }));
  });

  it("stops asking once the page is gone", async () => {
    const { hello, calls } = helloAnswering(null);
    const { unmount } = renderHook(() => useExtensionStatus(hello, 10));
    await waitFor(() => expect(calls()).toBeGreaterThan(1));
    unmount();
    const after = calls();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBeLessThanOrEqual(after + 1);
  });
});
