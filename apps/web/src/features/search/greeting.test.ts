import { describe, expect, it } from "vitest";
import { chooseGreeting, greetingPeriod, greetingTopic } from "./greeting";

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

describe("greetingTopic", () => {
  it("has its own greeting on 20 April and on 9 June, all day", () => {
    expect(greetingTopic(new Date(2025, 3, 20, 3))).toBe("april20");
    expect(greetingTopic(new Date(2025, 5, 9, 22))).toBe("june9");
  });

  it("follows the clock on other days", () => {
    expect(greetingTopic(new Date(2025, 3, 21, 9))).toBe("morning");
    expect(greetingTopic(new Date(2025, 5, 8, 13))).toBe("day");
  });
});

describe("chooseGreeting", () => {
  it("uses the alternate wording for draws under 35%", () => {
    expect(chooseGreeting(at(9), 0.3499).alternate).toBe(true);
    expect(chooseGreeting(at(9), 0.35).alternate).toBe(false);
  });

  it("keeps the topic of the date", () => {
    expect(chooseGreeting(new Date(2025, 3, 20, 9), 0.9).topic).toBe("april20");
  });
});
