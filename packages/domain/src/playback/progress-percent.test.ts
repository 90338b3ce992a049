import { describe, expect, it } from "vitest";
import { episodeRingPercent } from "./progress-percent";

describe("episodeRingPercent", () => {
  it("shows a full ring above 90%", () => {
    expect(episodeRingPercent(91, 100)).toBe(100);
  });

  it("shows the rounded share at 90% and below", () => {
    expect(episodeRingPercent(90, 100)).toBe(90);
    expect(episodeRingPercent(1, 3)).toBe(33);
  });

  it("is empty while the duration is unknown", () => {
    expect(episodeRingPercent(5, 0)).toBe(0);
  });

  it("is empty before anything was watched", () => {
    expect(episodeRingPercent(0, 100)).toBe(0);
  });
});
