import { describe, expect, it } from "vitest";
import { DEFAULT_SUBTITLE_SETTINGS, type SubtitleSettings } from "./settings";
import {
  CUSTOM_CAPTION,
  disableSubtitles,
  reselectOnSourceChange,
  selectCaption,
  toggleSubtitles,
  type CaptionOption,
  type SubtitleSelection,
} from "./selection";

const fi: CaptionOption = { id: "fi-1", language: "fi" };
const en: CaptionOption = { id: "en-1", language: "en" };
const de: CaptionOption = { id: "de-1", language: "de", opensubtitles: true };
const state = (
  settings: Partial<SubtitleSettings> = {},
  caption: CaptionOption | null = null,
): SubtitleSelection => ({
  settings: { ...DEFAULT_SUBTITLE_SETTINGS, ...settings },
  caption,
});

describe("selectCaption", () => {
  it("shows the caption, turns subtitles on and remembers the language", () => {
    const next = selectCaption(state(), fi);
    expect(next.caption).toBe(fi);
    expect(next.settings).toMatchObject({
      enabled: true,
      lastSelectedLanguage: "fi",
      isOpenSubtitles: false,
    });
  });

  it("resets the delay and fix capitals, and keeps the styling", () => {
    const styling = { ...DEFAULT_SUBTITLE_SETTINGS.styling, size: 1.5 };
    const next = selectCaption(state({ delay: 3, overrideCasing: true, styling }), en);
    expect(next.settings).toMatchObject({ delay: 0, overrideCasing: false, styling });
  });

  it("remembers an online caption as such", () => {
    expect(selectCaption(state(), de).settings.isOpenSubtitles).toBe(true);
  });

  it("keeps the last real language when an upload is selected", () => {
    const custom = { ...CUSTOM_CAPTION };
    const next = selectCaption(state({ lastSelectedLanguage: "fi" }), custom);
    expect(next.caption).toBe(custom);
    expect(next.settings).toMatchObject({ enabled: true, lastSelectedLanguage: "fi" });
  });

  it("replaces a previous upload by a new one", () => {
    const first = { ...CUSTOM_CAPTION };
    const second = { ...CUSTOM_CAPTION };
    expect(selectCaption(selectCaption(state(), first), second).caption).toBe(second);
  });
});

describe("disableSubtitles", () => {
  it("clears the caption and the language", () => {
    const next = disableSubtitles(state({ enabled: true, lastSelectedLanguage: "fi" }, fi));
    expect(next.caption).toBeNull();
    expect(next.settings).toMatchObject({ enabled: false, lastSelectedLanguage: null });
  });
});

describe("toggleSubtitles", () => {
  it("turns a showing caption off", () => {
    expect(toggleSubtitles(state({ enabled: true }, fi), [fi, en]).caption).toBeNull();
  });

  it("turns on the last language", () => {
    expect(toggleSubtitles(state({ lastSelectedLanguage: "fi" }), [en, fi]).caption).toBe(fi);
  });

  it("turns on English when there is no last language, or it is not offered", () => {
    expect(toggleSubtitles(state(), [fi, en]).caption).toBe(en);
    expect(toggleSubtitles(state({ lastSelectedLanguage: "sv" }), [fi, en]).caption).toBe(en);
  });

  it("matches languages by their base (eng, en-GB)", () => {
    const british = { id: "gb", language: "en-GB" };
    expect(toggleSubtitles(state(), [fi, british]).caption).toBe(british);
  });

  it("changes nothing when there is nothing to show", () => {
    const before = state();
    expect(toggleSubtitles(before, [])).toBe(before);
  });
});

describe("reselectOnSourceChange", () => {
  it("selects the last language again when subtitles are on", () => {
    const next = reselectOnSourceChange(state({ enabled: true, lastSelectedLanguage: "fi" }, fi), [
      en,
      { id: "fi-2", language: "fin" },
    ]);
    expect(next.caption?.id).toBe("fi-2");
  });

  it("shows nothing, and keeps the settings, when the new source lacks that language", () => {
    const before = state({ enabled: true, lastSelectedLanguage: "fi", delay: 2 }, fi);
    const next = reselectOnSourceChange(before, [en]);
    expect(next.caption).toBeNull();
    expect(next.settings).toBe(before.settings);
  });

  it("shows nothing when subtitles are off, even with a remembered language", () => {
    expect(
      reselectOnSourceChange(state({ enabled: false, lastSelectedLanguage: "fi" }), [fi]).caption,
    ).toBeNull();
  });
});
