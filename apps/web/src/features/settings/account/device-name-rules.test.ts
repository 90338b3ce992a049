import { describe, expect, it } from "vitest";
import { DEVICE_NAME_MAX_CHARACTERS, deviceNameProblem } from "./device-name-rules";

describe("deviceNameProblem", () => {
  it("takes a name, spaces around it aside", () => {
    expect(deviceNameProblem("  Living room  ")).toBeNull();
  });

  it("refuses a name that is empty once trimmed (SPEC §5)", () => {
    expect(deviceNameProblem("")).toBe("empty");
    expect(deviceNameProblem(" \t ")).toBe("empty");
  });

  it("counts characters, not UTF-16 units, up to the limit", () => {
    expect(deviceNameProblem("🎬".repeat(DEVICE_NAME_MAX_CHARACTERS))).toBeNull();
    expect(deviceNameProblem("a".repeat(DEVICE_NAME_MAX_CHARACTERS + 1))).toBe("tooLong");
  });

  it("keeps the longest name within what the server stores once encrypted", () => {
    const bytes = new TextEncoder().encode("🎬".repeat(DEVICE_NAME_MAX_CHARACTERS)).length;
    const encrypted = 24 + 1 + Math.ceil(bytes / 3) * 4 + 1 + 24;
    expect(encrypted).toBeLessThanOrEqual(500);
  });
});
