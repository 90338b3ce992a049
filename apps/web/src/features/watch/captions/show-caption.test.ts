import type { Caption } from "@matinee/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PREFERENCES, usePlayerPreferences } from "../preferences/preferences-store";
import { createFakePlayer } from "../testing/fake-player";
import { showCaption } from "./show-caption";
import { toggleCaptions } from "./use-caption-restore";

const caption = (language: string): Caption => ({
  type: "vtt",
  id: `c-${language}`,
  url: `https://files.example/${language}.vtt`,
  hasCorsRestrictions: false,
  language,
});
const english = caption("en");
const german = caption("de");
const VTT = "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n";

const answering = (body: string, ok = true) =>
  vi.fn(() => Promise.resolve({ ok, text: () => Promise.resolve(body) } as Response));

beforeEach(() => usePlayerPreferences.setState(DEFAULT_PREFERENCES));

describe("showCaption", () => {
  it("downloads the caption, hands its text to the engine and remembers the choice", async () => {
    const fake = createFakePlayer(vi.fn, { captions: [english, german] });
    await showCaption(fake.player, german, answering(VTT));
    expect(fake.spies.setCaption).toHaveBeenCalledWith({
      id: "c-de",
      language: "de",
      srtData: VTT,
      url: german.url,
    });
    expect(usePlayerPreferences.getState()).toMatchObject({
      captionsEnabled: true,
      captionLanguage: "de",
    });
  });

  it("turns captions off and remembers that, keeping the language", async () => {
    const fake = createFakePlayer(vi.fn, { captions: [english] });
    await showCaption(fake.player, english, answering(VTT));
    await showCaption(fake.player, null);
    expect(fake.spies.setCaption).toHaveBeenLastCalledWith(null);
    expect(usePlayerPreferences.getState()).toMatchObject({
      captionsEnabled: false,
      captionLanguage: "en",
    });
  });

  it("drops a download that a newer choice overtook", async () => {
    const fake = createFakePlayer(vi.fn, { captions: [english, german] });
    const slow = showCaption(fake.player, english, answering(VTT));
    await showCaption(fake.player, null);
    await slow;
    expect(fake.spies.setCaption).toHaveBeenCalledTimes(1);
    expect(fake.spies.setCaption).toHaveBeenCalledWith(null);
  });

  it("drops a caption whose source was replaced during the download", async () => {
    const fake = createFakePlayer(vi.fn, { captions: [english] });
    const fetchImpl = vi.fn(() => {
      fake.set({ captions: [] });
      return Promise.resolve({ ok: true, text: () => Promise.resolve(VTT) } as Response);
    });
    await showCaption(fake.player, english, fetchImpl);
    expect(fake.spies.setCaption).not.toHaveBeenCalled();
  });

  it("shows nothing when the download fails", async () => {
    const fake = createFakePlayer(vi.fn, { captions: [english] });
    await showCaption(fake.player, english, answering("", false));
    expect(fake.spies.setCaption).toHaveBeenCalledWith(null);
  });
});

describe("toggleCaptions", () => {
  it("turns on the caption in the last chosen language", () => {
    usePlayerPreferences.setState({ captionLanguage: "de" });
    const fake = createFakePlayer(vi.fn, { captions: [english, german] });
    vi.stubGlobal("fetch", answering(VTT));
    toggleCaptions(fake.player);
    expect(fetch).toHaveBeenCalledWith(german.url);
    vi.unstubAllGlobals();
  });

  it("turns a showing caption off", () => {
    const fake = createFakePlayer(vi.fn, {
      captions: [english],
      caption: { id: "c-en", language: "en", srtData: VTT, url: null },
    });
    toggleCaptions(fake.player);
    expect(fake.spies.setCaption).toHaveBeenCalledWith(null);
    expect(usePlayerPreferences.getState().captionsEnabled).toBe(false);
  });
});
