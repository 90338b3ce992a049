import { DEFAULT_SUBTITLE_SETTINGS } from "@matinee/subtitles";
import { beforeEach, describe, expect, it } from "vitest";
import {
  applySyncedSubtitleLanguage,
  resetSubtitleStyling,
  setDefaultSubtitleLanguage,
  setSubtitlePlacement,
  setSubtitleStyling,
  SUBTITLES_KEY,
  useSubtitleSettings,
  type SubtitleSettingsState,
} from "./subtitle-settings-store";

const stored = () =>
  (JSON.parse(localStorage.getItem(SUBTITLES_KEY) ?? "null") as { state: SubtitleSettingsState })
    .state;

beforeEach(() => {
  localStorage.clear();
  useSubtitleSettings.setState({ ...DEFAULT_SUBTITLE_SETTINGS, defaultSubtitleLanguage: null });
});

describe("the subtitle settings store", () => {
  it("keeps a styling change, clamped to SPEC §5's stored ranges", () => {
    setSubtitleStyling({ size: 50, backgroundOpacity: -1, backgroundBlur: 7, color: "#E2E535" });
    const { styling } = useSubtitleSettings.getState();
    expect(styling).toMatchObject({
      size: 10,
      backgroundOpacity: 0,
      backgroundBlur: 1,
      color: "#e2e535",
    });
    expect(stored().styling).toEqual(styling);
  });

  it("refuses a colour that is not #rrggbb", () => {
    setSubtitleStyling({ color: "#80b1fa" });
    setSubtitleStyling({ color: "red;background:url(x)" });
    expect(useSubtitleSettings.getState().styling.color).toBe("#ffffff");
  });

  it("reads stored values through the same clamps", async () => {
    localStorage.setItem(
      SUBTITLES_KEY,
      JSON.stringify({
        version: 1,
        state: { delay: 9000, styling: { size: 0, bold: true }, defaultSubtitleLanguage: " fi " },
      }),
    );
    await useSubtitleSettings.persist.rehydrate();
    const state = useSubtitleSettings.getState();
    expect(state.delay).toBe(500);
    expect(state.styling).toMatchObject({ size: 0.01, bold: true, color: "#ffffff" });
    expect(state.defaultSubtitleLanguage).toBe("fi");
  });

  it("resets the look and the placement to the defaults and leaves the rest", () => {
    useSubtitleSettings.setState({ delay: 2, enabled: true });
    setSubtitleStyling({ size: 2, bold: true, color: "#b0b0b0" });
    setSubtitlePlacement({ position: "top", offset: 0.3 });
    resetSubtitleStyling();
    expect(useSubtitleSettings.getState()).toMatchObject({
      styling: DEFAULT_SUBTITLE_SETTINGS.styling,
      placement: { position: "bottom", offset: 0.06 },
      delay: 2,
      enabled: true,
    });
    expect(stored().placement).toEqual(DEFAULT_SUBTITLE_SETTINGS.placement);
  });

  it("keeps a placement change, the offset clamped to 0-40 % of the picture", () => {
    setSubtitlePlacement({ position: "top" });
    expect(useSubtitleSettings.getState().placement).toEqual({ position: "top", offset: 0.06 });
    setSubtitlePlacement({ offset: 0.9 });
    expect(useSubtitleSettings.getState().placement).toEqual({ position: "top", offset: 0.4 });
    setSubtitlePlacement({ offset: -1 });
    expect(useSubtitleSettings.getState().placement.offset).toBe(0);
    setSubtitlePlacement({ offset: Number.NaN, position: "bottom" });
    expect(useSubtitleSettings.getState().placement).toEqual({ position: "bottom", offset: 0.06 });
    expect(stored().placement).toEqual({ position: "bottom", offset: 0.06 });
  });

  it("refuses an edge other than top or bottom", () => {
    setSubtitlePlacement({ position: "top", offset: 0.2 });
    setSubtitlePlacement({ position: "left" as "top" });
    expect(useSubtitleSettings.getState().placement).toEqual({ position: "bottom", offset: 0.2 });
  });

  it("takes a synced default language, keeps its own when the server has none", () => {
    setDefaultSubtitleLanguage("de");
    applySyncedSubtitleLanguage(null);
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("de");
    applySyncedSubtitleLanguage("fr");
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("fr");
    setDefaultSubtitleLanguage("");
    expect(stored().defaultSubtitleLanguage).toBeNull();
  });
});
