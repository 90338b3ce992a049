import { describe, expect, it } from "vitest";
import { formatClock, parseClock } from "./clock";

describe("parseClock", () => {
  it("reads SRT and WebVTT times", () => {
    expect(parseClock("01:02:03,456")).toBeCloseTo(3723.456);
    expect(parseClock("01:02:03.456")).toBeCloseTo(3723.456);
    expect(parseClock("02:03.456")).toBeCloseTo(123.456);
  });

  it("reads short fractions as tenths and hundredths", () => {
    expect(parseClock("0:00:01.5")).toBeCloseTo(1.5);
    expect(parseClock("0:00:01.05")).toBeCloseTo(1.05);
    expect(parseClock("00:00:01:500")).toBeCloseTo(1.5);
  });

  it("reads a time without a fraction and long hours", () => {
    expect(parseClock("00:00:07")).toBe(7);
    expect(parseClock("100:00:00.000")).toBe(360000);
  });

  it("refuses what is not a time", () => {
    for (const text of [
      "",
      "abc",
      "1:2",
      "00:60:00,000",
      "00:00:60,000",
      "00:00:01,0000",
      "-1:00:00",
    ]) {
      expect(parseClock(text), text).toBeNull();
    }
  });
});

describe("formatClock", () => {
  it("writes hours, minutes, seconds and milliseconds", () => {
    expect(formatClock(3723.456, ",")).toBe("01:02:03,456");
    expect(formatClock(0.5, ".")).toBe("00:00:00.500");
  });

  it("rounds to the millisecond and never goes below zero", () => {
    expect(formatClock(1.0005, ",")).toBe("00:00:01,001");
    expect(formatClock(59.9996, ",")).toBe("00:01:00,000");
    expect(formatClock(-3, ",")).toBe("00:00:00,000");
  });
});
