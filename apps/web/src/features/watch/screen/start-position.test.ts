import { describe, expect, it } from "vitest";
import { startPosition } from "./start-position";

describe("startPosition", () => {
  it("starts at the URL's ?t= time over saved progress", () => {
    expect(startPosition("3:30", { watched: 50, duration: 600 })).toBe(210);
    expect(startPosition("1:30:02", undefined)).toBe(5402);
  });

  it("resumes from saved progress when the URL names no time", () => {
    expect(startPosition(null, { watched: 50, duration: 600 })).toBe(50);
    expect(startPosition("soon", { watched: 50, duration: 600 })).toBe(50);
  });

  it("starts over when the saved position is at the very end", () => {
    expect(startPosition(null, { watched: 599, duration: 600 })).toBe(0);
  });

  it("starts at 0 with nothing saved", () => {
    expect(startPosition(null, undefined)).toBe(0);
  });
});
