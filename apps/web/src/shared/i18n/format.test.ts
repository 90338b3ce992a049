import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from "./format";

// Intl's output has narrow no-break spaces and direction marks in places; compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\s/g, " ");

describe("formatNumber and formatPercent", () => {
  it("write the language's digits and separators, grouping from five digits", () => {
    expect(formatNumber("en", 1234)).toBe("1234");
    expect(formatNumber("en", 12345)).toBe("12,345");
    expect(formatNumber("de", 12345.5)).toBe("12.345,5");
    expect(formatNumber("fa", 42)).toBe("۴۲");
    expect(formatNumber("hi-u-nu-deva", 7)).toBe("७");
  });

  it("write a share as a whole percentage, with the language's sign and spacing", () => {
    expect(formatPercent("en", 0.426)).toBe("43%");
    expect(plain(formatPercent("fr", 0.5))).toBe("50 %");
    expect(plain(formatPercent("tr", 0.5))).toBe("%50");
    expect(plain(formatPercent("ar", 0.5))).toMatch(/^50\s?[%٪]$/);
  });
});

describe("formatDate and formatRelativeTime", () => {
  const day = new Date(Date.UTC(2024, 2, 9, 12));

  it("write dates with the language's month names and order", () => {
    expect(formatDate("en", day, { dateStyle: "long", timeZone: "UTC" })).toBe("March 9, 2024");
    expect(formatDate("de", day, { dateStyle: "long", timeZone: "UTC" })).toBe("9. März 2024");
    expect(formatDate("ar", day, { dateStyle: "long", timeZone: "UTC" })).toContain("مارس");
  });

  it("say how long ago in the largest whole unit, with words for the nearest", () => {
    const now = day.getTime();
    expect(formatRelativeTime("en", now - 30_000, now)).toBe("30 seconds ago");
    expect(formatRelativeTime("en", now - 3 * 3600_000, now)).toBe("3 hours ago");
    expect(formatRelativeTime("en", now - 24 * 3600_000, now)).toBe("yesterday");
    expect(formatRelativeTime("en", now + 2 * 7 * 24 * 3600_000, now)).toBe("in 2 weeks");
    expect(formatRelativeTime("en", now - 400 * 24 * 3600_000, now)).toBe("last year");
    expect(formatRelativeTime("en", now, now)).toBe("now");
    expect(formatRelativeTime("de", now - 24 * 3600_000, now)).toBe("gestern");
  });
});

describe("formatDuration", () => {
  it("joins the parts as the language lists units (without Intl.DurationFormat)", () => {
    const none = null;
    expect(formatDuration("en", { hours: 1, minutes: 35 }, "short", none)).toBe("1 hr, 35 min");
    expect(formatDuration("en", { minutes: 95 }, "long", none)).toBe("95 minutes");
    expect(formatDuration("en", { hours: 2 }, "short", none)).toBe("2 hr");
    expect(formatDuration("en", {}, "short", none)).toBe("0 min");
    expect(formatDuration("de", { hours: 1, minutes: 5 }, "long", none)).toBe(
      "1 Stunde, 5 Minuten",
    );
    expect(plain(formatDuration("ar", { minutes: 3 }, "long", none))).toBe("3 دقائق");
  });

  it("uses Intl.DurationFormat where the browser has it", () => {
    const calls: unknown[] = [];
    class FakeDurationFormat {
      constructor(language: string, options: object) {
        calls.push([language, options]);
      }
      format(duration: object) {
        return `formatted ${JSON.stringify(duration)}`;
      }
    }
    expect(formatDuration("sv", { hours: 1, minutes: 2 }, "narrow", FakeDurationFormat)).toBe(
      'formatted {"hours":1,"minutes":2}',
    );
    expect(calls).toEqual([["sv", { style: "narrow" }]]);
  });
});
