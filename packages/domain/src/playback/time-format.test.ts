import { describe, expect, it } from "vitest";
import { finishTime, formatPlaybackTime, formatTimeDisplay, remainingSeconds } from "./time-format";

describe("formatPlaybackTime", () => {
  it("shows minutes and padded seconds under an hour", () => {
    expect(formatPlaybackTime(0)).toBe("0:00");
    expect(formatPlaybackTime(65)).toBe("1:05");
    expect(formatPlaybackTime(3599)).toBe("59:59");
  });

  it("adds hours from one hour on", () => {
    expect(formatPlaybackTime(3600)).toBe("1:00:00");
    expect(formatPlaybackTime(5402)).toBe("1:30:02");
  });

  it("drops fractions of a second", () => {
    expect(formatPlaybackTime(59.99)).toBe("0:59");
  });

  it("shows hours when the reference (the duration) has them", () => {
    expect(formatPlaybackTime(65, 4000)).toBe("0:01:05");
  });

  it("shows 0 for negative or unknown times", () => {
    expect(formatPlaybackTime(-3)).toBe("0:00");
    expect(formatPlaybackTime(Number.NaN)).toBe("0:00");
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("remainingSeconds", () => {
  it("is what is left of the duration", () => {
    expect(remainingSeconds(30, 100)).toBe(70);
  });

  it("shrinks at a faster playback rate", () => {
    expect(remainingSeconds(30, 100, 2)).toBe(35);
  });

  it("is never negative", () => {
    expect(remainingSeconds(120, 100)).toBe(0);
  });
});

describe("finishTime", () => {
  it("is now plus the time left", () => {
    const now = new Date("2026-11-21T20:00:00Z");
    expect(finishTime(now, 600, 4200).toISOString()).toBe("2026-11-21T21:00:00.000Z");
  });

  it("counts the playback rate", () => {
    const now = new Date("2026-11-21T20:00:00Z");
    expect(finishTime(now, 0, 3600, 2).toISOString()).toBe("2026-11-21T20:30:00.000Z");
  });
});

describe("formatTimeDisplay", () => {
  it("shows position and duration in the regular format", () => {
    expect(formatTimeDisplay("regular", 61, 4000)).toEqual({
      current: "0:01:01",
      total: "1:06:40",
    });
  });

  it("shows the time left in the remaining format", () => {
    expect(formatTimeDisplay("remaining", 60, 180)).toEqual({ current: "2:00", total: "3:00" });
  });
});
