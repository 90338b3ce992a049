import { describe, expect, it } from "vitest";
import { mediaErrorKind } from "./media-error";

describe("mediaErrorKind", () => {
  it("maps the four media element error codes", () => {
    expect(mediaErrorKind(1)).toBe("aborted");
    expect(mediaErrorKind(2)).toBe("network");
    expect(mediaErrorKind(3)).toBe("decode");
    expect(mediaErrorKind(4)).toBe("notSupported");
  });

  it("calls any other code generic", () => {
    expect(mediaErrorKind(0)).toBe("generic");
    expect(mediaErrorKind(5)).toBe("generic");
    expect(mediaErrorKind(null)).toBe("generic");
    expect(mediaErrorKind(undefined)).toBe("generic");
  });
});
