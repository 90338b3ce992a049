import { parseSubtitles } from "@matinee/subtitles";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { createFakePlayer } from "../testing/fake-player";
import {
  setCaptionDelay,
  showCaptionEntry,
  toggleCaptions,
  turnCaptionsOff,
  uploadCaptionFile,
} from "./caption-actions";
import type { CaptionEntry } from "./caption-entries";
import { useCaptionStore } from "./caption-store";

const SRT = "1\n00:00:01,000 --> 00:00:03,000\nHola\n";

function entry(language: string, overrides: Partial<CaptionEntry> = {}): CaptionEntry {
  return {
    id: `source:${language}`,
    language,
    label: null,
    origin: "source",
    load: () => parseSubtitles(SRT.replace("Hola", `text ${language}`)),
    ...overrides,
  };
}

const settings = () => useSubtitleSettings.getState();
const captions = () => useCaptionStore.getState();

beforeEach(() => {
  localStorage.clear();
  useSubtitleSettings.setState({
    enabled: false,
    lastSelectedLanguage: null,
    delay: 0,
    defaultSubtitleLanguage: null,
  });
  useCaptionStore.setState({ active: null, custom: null, loads: {}, offByViewer: false });
});
afterEach(() => vi.restoreAllMocks());

describe("showCaptionEntry", () => {
  it("shows the caption, turns subtitles on, remembers its language and starts the delay afresh", async () => {
    const fake = createFakePlayer(vi.fn);
    useSubtitleSettings.setState({ delay: 2.5, overrideCasing: true });
    const shown = showCaptionEntry(fake.player, entry("es"));
    expect(captions().loads).toEqual({ "source:es": "loading" });
    expect(await shown).toBe(true);
    expect(captions().loads).toEqual({});
    expect(captions().active).toMatchObject({ id: "source:es", language: "es", origin: "source" });
    expect(settings()).toMatchObject({
      enabled: true,
      lastSelectedLanguage: "es",
      delay: 0,
      overrideCasing: false,
      // The account syncs it as the subtitle language.
      defaultSubtitleLanguage: "es",
    });
    // The engine keeps it as WebVTT for the native-fullscreen track.
    await vi.waitFor(() =>
      expect(fake.spies.setCaption).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: "source:es", srtData: expect.stringMatching(/^WEBVTT/) }),
      ),
    );
  });

  it("marks a caption that fails to load and keeps what showed before", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = createFakePlayer(vi.fn);
    await showCaptionEntry(fake.player, entry("en"));
    const broken = entry("de", { load: () => Promise.reject(new Error("404")) });
    expect(await showCaptionEntry(fake.player, broken)).toBe(false);
    expect(captions().loads).toEqual({ "source:de": "error" });
    expect(captions().active?.language).toBe("en");
    expect(settings().lastSelectedLanguage).toBe("en");
  });

  it("drops a slow load that a later choice overtook", async () => {
    const fake = createFakePlayer(vi.fn);
    let finishSlow: () => void = () => {};
    const slow = entry("fr", {
      load: () =>
        new Promise((resolve) => {
          finishSlow = () => void parseSubtitles(SRT).then(resolve);
        }),
    });
    const first = showCaptionEntry(fake.player, slow);
    await showCaptionEntry(fake.player, entry("it"));
    finishSlow();
    expect(await first).toBe(false);
    expect(captions().active?.language).toBe("it");
  });
});

describe("turnCaptionsOff and toggleCaptions", () => {
  it("turns off: no caption, the language forgotten, and the viewer's choice noted", async () => {
    const fake = createFakePlayer(vi.fn);
    await showCaptionEntry(fake.player, entry("es"));
    turnCaptionsOff(fake.player);
    expect(captions()).toMatchObject({ active: null, offByViewer: true });
    expect(settings()).toMatchObject({ enabled: false, lastSelectedLanguage: null });
    expect(fake.spies.setCaption).toHaveBeenLastCalledWith(null);
  });

  it("toggles on in the last language, else English, else the first offered", async () => {
    const fake = createFakePlayer(vi.fn);
    const offered = [entry("fr"), entry("en"), entry("es")];
    useSubtitleSettings.setState({ lastSelectedLanguage: "es" });
    toggleCaptions(fake.player, offered);
    await vi.waitFor(() => expect(captions().active?.language).toBe("es"));
    toggleCaptions(fake.player, offered);
    expect(captions().active).toBeNull();
    toggleCaptions(fake.player, offered);
    await vi.waitFor(() => expect(captions().active?.language).toBe("en"));
    turnCaptionsOff(fake.player);
    toggleCaptions(fake.player, [entry("fr")]);
    await vi.waitFor(() => expect(captions().active?.language).toBe("fr"));
  });
});

describe("uploadCaptionFile", () => {
  const file = (name: string, text: string) => new File([text], name);

  it("shows an uploaded SRT as the custom caption, keeping the last real language", async () => {
    const fake = createFakePlayer(vi.fn);
    useSubtitleSettings.setState({ lastSelectedLanguage: "de" });
    expect(await uploadCaptionFile(fake.player, file("film.srt", SRT))).toEqual({ ok: true });
    expect(captions().custom).toMatchObject({ id: "custom-caption", label: "film.srt" });
    expect(captions().active).toMatchObject({ id: "custom-caption", language: "custom" });
    expect(settings()).toMatchObject({ enabled: true, lastSelectedLanguage: "de" });
    expect(settings().defaultSubtitleLanguage).not.toBe("custom");
  });

  it("names what is wrong with a file it cannot show, and shows nothing", async () => {
    const fake = createFakePlayer(vi.fn);
    expect(await uploadCaptionFile(fake.player, file("notes.txt", SRT))).toEqual({
      ok: false,
      problem: "unsupported",
    });
    expect(await uploadCaptionFile(fake.player, file("blank.srt", "  \n"))).toEqual({
      ok: false,
      problem: "empty",
    });
    expect(await uploadCaptionFile(fake.player, file("junk.srt", "not subtitles"))).toEqual({
      ok: false,
      problem: "invalidFormat",
    });
    expect(captions().active).toBeNull();
  });
});

describe("setCaptionDelay", () => {
  it("keeps the delay within ±10 s in tenths and hands the engine the shifted cues", async () => {
    const fake = createFakePlayer(vi.fn);
    await showCaptionEntry(fake.player, entry("es"));
    setCaptionDelay(fake.player, 12.34);
    expect(settings().delay).toBe(10);
    setCaptionDelay(fake.player, -1.26);
    expect(settings().delay).toBe(-1.3);
    // 00:00:01.000 shown 1.3 s earlier, clamped at zero.
    await vi.waitFor(() =>
      expect(fake.spies.setCaption).toHaveBeenLastCalledWith(
        expect.objectContaining({
          srtData: expect.stringContaining("00:00:00.000 --> 00:00:01.700"),
        }),
      ),
    );
  });
});
