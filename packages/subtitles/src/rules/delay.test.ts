import { describe, expect, it } from "vitest";
import { clampPlayerDelay, parseDelayInput, PLAYER_DELAY, stepDelay } from "./delay";

describe("clampPlayerDelay", () => {
  it("keeps ±10 s", () => {
    expect(PLAYER_DELAY).toEqual({ min: -10, max: 10, step: 0.1 });
    expect(clampPlayerDelay(12)).toBe(10);
    expect(clampPlayerDelay(-10.5)).toBe(-10);
  });

  it("rounds to one decimal", () => {
    expect(clampPlayerDelay(1.26)).toBe(1.3);
    expect(clampPlayerDelay(-0.04)).toBe(0);
    expect(Object.is(clampPlayerDelay(-0.04), -0)).toBe(false);
  });

  it("turns NaN into no delay", () => {
    expect(clampPlayerDelay(Number.NaN)).toBe(0);
  });
});

describe("stepDelay", () => {
  it("moves by 0.1 s per step without float drift", () => {
    let delay = 0;
    for (let step = 0; step < 3; step++) delay = stepDelay(delay, 1);
    expect(delay).toBe(0.3);
    expect(stepDelay(0.3, -5)).toBe(-0.2);
  });

  it("stops at the ends", () => {
    expect(stepDelay(10, 1)).toBe(10);
    expect(stepDelay(-9.95, -1)).toBe(-10);
  });
});

describe("parseDelayInput", () => {
  it("reads numbers with a dot or comma, a sign and an optional unit", () => {
    expect(parseDelayInput("1.5")).toBe(1.5);
    expect(parseDelayInput("-2,25")).toBe(-2.3);
    expect(parseDelayInput(" +3 s ")).toBe(3);
    expect(parseDelayInput("−0.5")).toBe(-0.5);
    expect(parseDelayInput(".5")).toBe(0.5);
  });

  it("clamps what it reads", () => {
    expect(parseDelayInput("99")).toBe(10);
  });

  it("ignores what is not a number", () => {
    for (const text of ["", "abc", "1.2.3", "--1", "1e3", "Infinity"]) {
      expect(parseDelayInput(text), text).toBeNull();
    }
  });
});
