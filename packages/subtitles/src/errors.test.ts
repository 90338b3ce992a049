import { describe, expect, it } from "vitest";
import { isSubtitleParseError, SubtitleParseError } from "./errors";

describe("SubtitleParseError", () => {
  it("carries the SPEC message for an empty text", () => {
    const error = new SubtitleParseError("empty");
    expect(error.message).toBe("Given text is empty");
    expect(error.code).toBe("empty");
    expect(error).toBeInstanceOf(Error);
  });

  it("carries the SPEC message for an unreadable format", () => {
    expect(new SubtitleParseError("invalidFormat").message).toBe("Invalid subtitle format");
  });

  it("is recognised by kind, and other errors are not", () => {
    const error = new SubtitleParseError("empty");
    expect(isSubtitleParseError(error)).toBe(true);
    expect(isSubtitleParseError(error, "empty")).toBe(true);
    expect(isSubtitleParseError(error, "invalidFormat")).toBe(false);
    expect(isSubtitleParseError(new Error("Given text is empty"))).toBe(false);
  });
});
