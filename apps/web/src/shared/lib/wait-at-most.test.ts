import { describe, expect, it, vi } from "vitest";
import { waitAtMost } from "./wait-at-most";

describe("waitAtMost", () => {
  it("stops waiting at the limit, and treats a failed load as done", async () => {
    vi.useFakeTimers();
    let settled = false;
    const waiting = waitAtMost(new Promise(() => undefined), 2_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
    await expect(waitAtMost(Promise.reject(new Error("offline")), 2_000)).resolves.toBeUndefined();
    vi.useRealTimers();
  });

  it("gives the task's value when it comes in time", async () => {
    await expect(waitAtMost(Promise.resolve("found"), 2_000)).resolves.toBe("found");
  });
});
