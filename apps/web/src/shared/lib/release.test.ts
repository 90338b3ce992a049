import { describe, expect, it } from "vitest";
import { isUnreleased } from "./release";

const today = new Date(2025, 5, 15, 12, 0);

describe("isUnreleased", () => {
  it("is true for a release date after today", () => {
    expect(isUnreleased("2025-06-16", today)).toBe(true);
  });

  it("is false for a title released today", () => {
    expect(isUnreleased("2025-06-15", today)).toBe(false);
  });

  it("is false for a title released in the past", () => {
    expect(isUnreleased("1968-10-01", today)).toBe(false);
  });

  it("treats a missing or malformed date as released", () => {
    expect(isUnreleased(null, today)).toBe(false);
    expect(isUnreleased("", today)).toBe(false);
    expect(isUnreleased("soon", today)).toBe(false);
  });
});
