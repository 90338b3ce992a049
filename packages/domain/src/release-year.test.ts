import { describe, expect, it } from "vitest";
import { releaseYear } from "./release-year";

describe("releaseYear", () => {
  it("reads the year of a full date", () => {
    expect(releaseYear("1922-03-04")).toBe(1922);
  });

  it.each([null, undefined, ""])("has no year for %s", (date) => {
    expect(releaseYear(date)).toBeNull();
  });

  it("has no year for text that is not a date", () => {
    expect(releaseYear("soon")).toBeNull();
  });
});
