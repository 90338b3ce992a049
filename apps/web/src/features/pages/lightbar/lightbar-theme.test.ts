import { describe, expect, it } from "vitest";
import { inThemeColors, lightbarThemeFor } from "./lightbar-theme";

const on = (month: number, day: number) => lightbarThemeFor(new Date(2026, month - 1, day, 20));

describe("lightbarThemeFor", () => {
  it("glows in the accent colour on an ordinary day", () => {
    expect(on(11, 21).id).toBe("glow");
    expect(on(4, 20).id).toBe("glow");
  });

  it("snows through December until New Year's Eve", () => {
    expect(on(12, 1).id).toBe("snow");
    expect(on(12, 25).id).toBe("snow");
    expect(on(12, 30).id).toBe("snow");
  });

  it("throws confetti on New Year's Eve and New Year's Day", () => {
    expect(on(12, 31).id).toBe("confetti");
    expect(on(1, 1).id).toBe("confetti");
    expect(on(1, 2).id).toBe("glow");
  });

  it("turns spooky in the last week of October only", () => {
    expect(on(10, 24).id).toBe("glow");
    expect(on(10, 25).id).toBe("spooky");
    expect(on(10, 31).id).toBe("spooky");
    expect(on(11, 1).id).toBe("glow");
  });

  it("shows hearts on 14 February and 9 June", () => {
    expect(on(2, 14).id).toBe("hearts");
    expect(on(6, 9).id).toBe("hearts");
    expect(on(6, 10).id).toBe("glow");
  });

  it("snow falls while every other theme rises", () => {
    expect(on(12, 5).direction).toBe("down");
    expect(on(3, 3).direction).toBe("up");
  });
});

describe("inThemeColors", () => {
  it("glows in the page theme's accent, its hover shade and a paler one", () => {
    const glow = inThemeColors(on(11, 21), "#2dd4bf", "#5ee6d3");
    expect(glow.colors).toEqual(["#2dd4bf", "#5ee6d3", "#96eadf"]);
  });

  it("keeps the season's colours, and the glow's own when the page's cannot be read", () => {
    expect(inThemeColors(on(12, 25), "#2dd4bf", "#5ee6d3")).toBe(on(12, 25));
    expect(inThemeColors(on(11, 21), "", "var(--x)")).toBe(on(11, 21));
  });
});
