import { describe, expect, it, vi } from "vitest";
import type { IdleClock } from "../../../shared/lib/idle-clock";
import { whenQuiet } from "./when-quiet";

/** A hand-driven clock: `idle(ms, remaining)` moves time on and runs the pending idle callback. */
function manualClock() {
  let time = 0;
  let pending: ((deadline: IdleDeadline) => void) | null = null;
  const clock: IdleClock = {
    requestIdle: (callback) => {
      pending = callback;
      return 1;
    },
    cancelIdle: () => {
      pending = null;
    },
    now: () => time,
  };
  const idle = (ms: number, remaining: number) => {
    time += ms;
    const callback = pending;
    pending = null;
    callback?.({ didTimeout: false, timeRemaining: () => remaining });
  };
  return { clock, idle, hasPending: () => pending !== null };
}

const options = { quietMs: 1_000, maxWaitMs: 10_000 };

describe("whenQuiet", () => {
  it("waits for a second of full idle periods in a row", () => {
    const { clock, idle } = manualClock();
    const task = vi.fn();
    whenQuiet(task, options, clock);
    for (let i = 0; i < 10; i++) idle(50, 50);
    expect(task).not.toHaveBeenCalled();
    for (let i = 0; i < 11; i++) idle(50, 50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("starts counting again after a busy moment (slivers of idle time between frames)", () => {
    const { clock, idle } = manualClock();
    const task = vi.fn();
    whenQuiet(task, options, clock);
    for (let i = 0; i < 15; i++) idle(50, 50);
    idle(16, 5);
    for (let i = 0; i < 15; i++) idle(50, 50);
    expect(task).not.toHaveBeenCalled();
    for (let i = 0; i < 6; i++) idle(50, 50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after the longest wait on a page that never goes quiet", () => {
    const { clock, idle } = manualClock();
    const task = vi.fn();
    whenQuiet(task, options, clock);
    for (let i = 0; i < 620; i++) idle(16, 4);
    expect(task).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i++) idle(16, 4);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled", () => {
    const { clock, idle, hasPending } = manualClock();
    const task = vi.fn();
    const cancel = whenQuiet(task, options, clock);
    idle(50, 50);
    cancel();
    expect(hasPending()).toBe(false);
    for (let i = 0; i < 40; i++) idle(50, 50);
    expect(task).not.toHaveBeenCalled();
  });
});
