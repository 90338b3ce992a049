import { describe, expect, it } from "vitest";
import { RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("waits between half and all of the base after the first failure", () => {
    expect(retryDelayMs(1, 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(1, 0.999999)).toBe(RETRY_BASE_MS);
  });

  it("doubles its bounds with each failure", () => {
    expect([2, 3, 4].map((failures) => retryDelayMs(failures, 0))).toEqual([
      RETRY_BASE_MS,
      RETRY_BASE_MS * 2,
      RETRY_BASE_MS * 4,
    ]);
  });

  it("never waits longer than the maximum, however many failures", () => {
    for (const failures of [5, 10, 100, 10_000]) {
      expect(retryDelayMs(failures, 0.999999)).toBeLessThanOrEqual(RETRY_MAX_MS);
      expect(retryDelayMs(failures, 0)).toBe(RETRY_MAX_MS / 2);
    }
  });

  it("stays within the bounds for any random draw", () => {
    for (const random of [0, 0.1, 0.5, 0.9, -1, 2]) {
      const delay = retryDelayMs(3, random);
      expect(delay).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2);
      expect(delay).toBeLessThanOrEqual(RETRY_BASE_MS * 4);
    }
  });
});
