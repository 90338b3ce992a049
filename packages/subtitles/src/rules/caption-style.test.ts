import { describe, expect, it } from "vitest";
import { captionCss } from "./caption-style";
import { DEFAULT_SUBTITLE_STYLING } from "./settings";

describe("captionCss", () => {
  it("draws the default styling: white, half-black background, 1.5em, 16 px blur", () => {
    expect(captionCss(DEFAULT_SUBTITLE_STYLING)).toEqual({
      color: "#ffffff",
      fontSize: "1.5em",
      fontWeight: "400",
      backgroundColor: "rgba(0, 0, 0, 0.5)",
      backdropFilter: "blur(16px)",
    });
  });

  it("follows each setting", () => {
    expect(
      captionCss({
        color: "#e2e535",
        backgroundOpacity: 0,
        size: 2,
        backgroundBlur: 0,
        bold: true,
      }),
    ).toEqual({
      color: "#e2e535",
      fontSize: "3em",
      fontWeight: "700",
      backgroundColor: "rgba(0, 0, 0, 0)",
      backdropFilter: "none",
    });
    expect(
      captionCss({ ...DEFAULT_SUBTITLE_STYLING, size: 0.01, backgroundBlur: 1 }),
    ).toMatchObject({ fontSize: "0.015em", backdropFilter: "blur(32px)" });
  });
});
