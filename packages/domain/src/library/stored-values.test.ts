import { describe, expect, it } from "vitest";
import { isDigits, parseJson, readYear } from "./stored-values";

describe("readYear", () => {
  it("reads numbers, year text and dates", () => {
    expect(readYear(1922)).toBe(1922);
    expect(readYear("1922")).toBe(1922);
    expect(readYear("1922-03-04")).toBe(1922);
  });

  it.each([null, "", "soon", 0, Number.NaN, 19.5])("has no year for %s", (value) => {
    expect(readYear(value)).toBeUndefined();
  });
});

describe("isDigits", () => {
  it("accepts TMDB ids and refuses anything else", () => {
    expect(isDigits("10378")).toBe(true);
    expect(isDigits("tmdb-movie-1")).toBe(false);
    expect(isDigits("")).toBe(false);
  });
});

describe("parseJson", () => {
  it("answers undefined for broken JSON instead of throwing", () => {
    expect(parseJson("{")).toBeUndefined();
    expect(parseJson(null)).toBeUndefined();
    expect(parseJson("[1]")).toEqual([1]);
  });
});
