import { describe, expect, it } from "vitest";
import { greetingPeriod } from "./greeting";

const at = (hour: number, minute = 0) => new Date(2025, 2, 10, hour, minute);

describe("greetingPeriod", () => {
  it("says night in the small hours", () => {
    expect(greetingPeriod(at(0))).toBe("night");
    expect(greetingPeriod(at(4, 59))).toBe("night");
  });

  it("says morning from five until noon", () => {
    expect(greetingPeriod(at(5))).toBe("morning");
    expect(greetingPeriod(at(11, 59))).toBe("morning");
  });

  it("says day from noon until seven in the evening", () => {
    expect(greetingPeriod(at(12))).toBe("day");
    expect(greetingPeriod(at(18, 59))).toBe("day");
  });

  it("says night from seven in the evening", () => {
    expect(greetingPeriod(at(19))).toBe("night");
    expect(greetingPeriod(at(23, 59))).toBe("night");
  });
});
