import { describe, expect, it } from "vitest";
import { parseStartTime } from "./start-time";

describe("parseStartTime", () => {
  it("reads plain seconds", () => {
    expect(parseStartTime("192")).toBe(192);
    expect(parseStartTime("0")).toBe(0);
  });

  it("reads minutes and seconds", () => {
    expect(parseStartTime("3:30")).toBe(210);
  });

  it("reads hours, minutes and seconds", () => {
    expect(parseStartTime("1:30:02")).toBe(5402);
  });

  it("ignores surrounding spaces", () => {
    expect(parseStartTime(" 45 ")).toBe(45);
  });

  it.each(["", "abc", "-5", "1.5", "3:75", "1:2:3:4", "3:", ":30", "1:60:00"])(
    "has no start time for %j",
    (value) => {
      expect(parseStartTime(value)).toBeNull();
    },
  );

  it("has no start time when the parameter is missing", () => {
    expect(parseStartTime(null)).toBeNull();
    expect(parseStartTime(undefined)).toBeNull();
  });
});
