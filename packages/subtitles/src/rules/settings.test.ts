import { describe, expect, it } from "vitest";
import {
  clampNumber,
  DEFAULT_SUBTITLE_SETTINGS,
  normaliseSubtitleSettings,
  SUBTITLE_COLOURS,
} from "./settings";

describe("DEFAULT_SUBTITLE_SETTINGS", () => {
  it("has the SPEC §9 styling: white, opacity 0.5, size 1, blur 0.5", () => {
    expect(DEFAULT_SUBTITLE_SETTINGS.styling).toEqual({
      color: "#ffffff",
      backgroundOpacity: 0.5,
      size: 1,
      backgroundBlur: 0.5,
      bold: false,
    });
    expect(DEFAULT_SUBTITLE_SETTINGS).toMatchObject({
      enabled: false,
      delay: 0,
      lastSelectedLanguage: null,
    });
  });

  it("offers white, grey, blue and yellow, white first", () => {
    expect(SUBTITLE_COLOURS.map((colour) => colour.id)).toEqual([
      "white",
      "grey",
      "blue",
      "yellow",
    ]);
    expect(SUBTITLE_COLOURS[0].value).toBe(DEFAULT_SUBTITLE_SETTINGS.styling.color);
  });
});

describe("clampNumber", () => {
  it("clamps into the range and falls back for non-numbers", () => {
    expect(clampNumber(5, { min: 0, max: 1 }, 0.5)).toBe(1);
    expect(clampNumber(-5, { min: 0, max: 1 }, 0.5)).toBe(0);
    expect(clampNumber("1", { min: 0, max: 1 }, 0.5)).toBe(0.5);
    expect(clampNumber(Number.NaN, { min: 0, max: 1 }, 0.5)).toBe(0.5);
  });
});

describe("normaliseSubtitleSettings", () => {
  it("gives the defaults for nothing stored", () => {
    expect(normaliseSubtitleSettings(undefined)).toEqual(DEFAULT_SUBTITLE_SETTINGS);
    expect(normaliseSubtitleSettings("junk")).toEqual(DEFAULT_SUBTITLE_SETTINGS);
  });

  it("keeps valid values", () => {
    const stored = {
      enabled: true,
      lastSelectedLanguage: "fi",
      isOpenSubtitles: true,
      overrideCasing: true,
      delay: -2.5,
      styling: {
        color: "#E2E535",
        backgroundOpacity: 0.2,
        size: 1.5,
        backgroundBlur: 0,
        bold: true,
      },
      placement: { position: "top", offset: 0.1 },
    };
    expect(normaliseSubtitleSettings(stored)).toEqual({
      ...stored,
      styling: { ...stored.styling, color: "#e2e535" },
    });
  });

  it("applies the stored clamps of SPEC §5", () => {
    const settings = normaliseSubtitleSettings({
      delay: 900,
      styling: { backgroundOpacity: 3, backgroundBlur: -1, size: 50 },
    });
    expect(settings.delay).toBe(500);
    expect(settings.styling).toMatchObject({ backgroundOpacity: 1, backgroundBlur: 0, size: 10 });
    expect(normaliseSubtitleSettings({ delay: -900, styling: { size: 0 } })).toMatchObject({
      delay: -500,
      styling: { size: 0.01 },
    });
  });

  it("replaces wrong types and a colour that is not #rrggbb by the defaults", () => {
    const settings = normaliseSubtitleSettings({
      enabled: "yes",
      lastSelectedLanguage: 42,
      delay: "3",
      styling: { color: "red;background:url(x)", bold: 1 },
    });
    expect(settings).toMatchObject({ enabled: false, lastSelectedLanguage: null, delay: 0 });
    expect(settings.styling).toMatchObject({ color: "#ffffff", bold: false });
  });

  it("keeps the placement to the bottom or the top, at most 40 % in", () => {
    expect(normaliseSubtitleSettings({}).placement).toEqual({ position: "bottom", offset: 0.06 });
    expect(
      normaliseSubtitleSettings({ placement: { position: "left", offset: 2 } }).placement,
    ).toEqual({ position: "bottom", offset: 0.4 });
    expect(normaliseSubtitleSettings({ placement: { offset: "x" } }).placement.offset).toBe(0.06);
  });

  it("reads an empty language as none", () => {
    expect(
      normaliseSubtitleSettings({ lastSelectedLanguage: " " }).lastSelectedLanguage,
    ).toBeNull();
  });
});
