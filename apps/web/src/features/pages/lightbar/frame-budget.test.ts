import { describe, expect, it } from "vitest";
import { FRAME_INTERVAL_MS, frameStep, MAX_STEP_SECONDS, shouldAnimate } from "./frame-budget";

const running = { animate: true, isStopped: false, isOnScreen: true, isVisible: true, width: 800 };

describe("lightbar frame budget", () => {
  it("animates a measured canvas that is on screen in a visible tab", () => {
    expect(shouldAnimate(running)).toBe(true);
  });

  it("pauses in a hidden tab, off screen, once stopped, before measuring, and never animates under reduced motion", () => {
    expect(shouldAnimate({ ...running, isVisible: false })).toBe(false);
    expect(shouldAnimate({ ...running, isOnScreen: false })).toBe(false);
    expect(shouldAnimate({ ...running, isStopped: true })).toBe(false);
    expect(shouldAnimate({ ...running, width: 0 })).toBe(false);
    expect(shouldAnimate({ ...running, animate: false })).toBe(false);
  });

  it("draws every other frame of a 60 Hz display (30 frames a second)", () => {
    const display = Array.from({ length: 61 }, (_, i) => 1000 + (i * 1000) / 60);
    let last = 0;
    let drawn = 0;
    for (const time of display) {
      const step = frameStep(last, time);
      if (step === null) continue;
      last = time;
      drawn += 1;
    }
    expect(drawn).toBe(31);
    expect(frameStep(1000, 1000 + FRAME_INTERVAL_MS / 2)).toBeNull();
  });

  it("starts still and moves at most a short step after a long pause", () => {
    expect(frameStep(0, 5000)).toBe(0);
    expect(frameStep(1000, 1040)).toBeCloseTo(0.04);
    expect(frameStep(1000, 9000)).toBe(MAX_STEP_SECONDS);
  });
});
