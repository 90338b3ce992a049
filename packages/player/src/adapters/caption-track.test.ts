// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { keepTrackModes } from "../__fixtures__/text-track-modes";
import { isNativeFullscreen, showCaptionTrack } from "./caption-track";

const caption = { id: "c-en", language: "en", srtData: null, url: "https://files.example/en.vtt" };
const srt = { ...caption, srtData: "1\n00:00:01,000 --> 00:00:02,000\nHi\n" };

const tracksOf = (video: HTMLVideoElement) => [...video.querySelectorAll("track")];
const modeOf = (video: HTMLVideoElement) => tracksOf(video).map((track) => track.track.mode);
const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

/** A <video> whose Safari-only fullscreen properties the test sets. */
function safariVideo() {
  const video = document.createElement("video");
  const safari = { displaying: false, presentation: "inline" };
  Object.defineProperties(video, {
    webkitDisplayingFullscreen: { get: () => safari.displaying },
    webkitPresentationMode: { get: () => safari.presentation },
  });
  return { video, safari };
}

let restoreTrackModes = () => {};
beforeEach(() => {
  restoreTrackModes = keepTrackModes();
});
afterEach(() => {
  restoreTrackModes();
  vi.restoreAllMocks();
});

describe("showCaptionTrack", () => {
  it("adds one subtitles track for the caption's file", () => {
    const video = document.createElement("video");
    showCaptionTrack(video, caption);
    const [track, ...others] = tracksOf(video);
    expect(others).toEqual([]);
    expect(track).toMatchObject({ kind: "subtitles", srclang: "en", src: caption.url });
  });

  it("turns downloaded SRT text into a WebVTT blob instead of fetching the file", async () => {
    const video = document.createElement("video");
    const createUrl = vi.spyOn(URL, "createObjectURL");
    showCaptionTrack(video, srt);
    expect(tracksOf(video)[0]?.src).toMatch(/^blob:/);
    const text = await (createUrl.mock.calls[0]?.[0] as Blob).text();
    expect(text).toContain("WEBVTT");
    expect(text).toContain("00:00:01.000 --> 00:00:02.000");
  });

  it("replaces its previous track and leaves tracks it did not add alone", () => {
    const video = document.createElement("video");
    const foreign = document.createElement("track");
    video.append(foreign);
    showCaptionTrack(video, caption);
    showCaptionTrack(video, { ...caption, language: "de", url: "https://files.example/de.vtt" });
    expect(tracksOf(video).map((track) => track.srclang)).toEqual(["", "de"]);
    showCaptionTrack(video, null);
    expect(tracksOf(video)).toEqual([foreign]);
  });

  it("releases the previous track's blob URL on every change", () => {
    const video = document.createElement("video");
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    showCaptionTrack(video, srt);
    const first = tracksOf(video)[0]?.src;
    showCaptionTrack(video, { ...srt, language: "de" });
    const second = tracksOf(video)[0]?.src;
    showCaptionTrack(video, null);
    expect(revoke.mock.calls).toEqual([[first], [second]]);
  });

  it("loads the track hidden by default: the app draws the cues, not the browser", () => {
    const { video } = safariVideo();
    showCaptionTrack(video, caption);
    expect(modeOf(video)).toEqual(["hidden"]);
  });

  it("shows the track during iOS native fullscreen and hides it again after", () => {
    const { video, safari } = safariVideo();
    showCaptionTrack(video, caption);
    fire(video, "webkitbeginfullscreen");
    expect(modeOf(video)).toEqual(["showing"]);
    safari.displaying = true; // iOS may still say so while ending.
    fire(video, "webkitendfullscreen");
    expect(modeOf(video)).toEqual(["hidden"]);
  });

  it("shows a track added while the video is already in native fullscreen", () => {
    const { video, safari } = safariVideo();
    safari.displaying = true;
    showCaptionTrack(video, caption);
    expect(modeOf(video)).toEqual(["showing"]);
  });

  it("follows Safari's fullscreen presentation mode", () => {
    const { video, safari } = safariVideo();
    showCaptionTrack(video, caption);
    safari.presentation = "fullscreen";
    fire(video, "webkitpresentationmodechanged");
    expect(modeOf(video)).toEqual(["showing"]);
    safari.presentation = "picture-in-picture";
    fire(video, "webkitpresentationmodechanged");
    expect(modeOf(video)).toEqual(["hidden"]);
  });

  it("shows the track when the video element itself is fullscreen, not the page around it", () => {
    const video = document.createElement("video");
    const container = document.createElement("div");
    container.append(video);
    let fullscreen: Element | null = container;
    Object.defineProperty(document, "fullscreenElement", {
      configurable: true,
      get: () => fullscreen,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(document, "fullscreenElement");
    });
    showCaptionTrack(video, caption);
    expect(modeOf(video)).toEqual(["hidden"]); // The app's renderer shows in its container.
    fullscreen = video;
    fire(video, "fullscreenchange");
    expect(modeOf(video)).toEqual(["showing"]);
    fullscreen = null;
    fire(video, "fullscreenchange");
    expect(modeOf(video)).toEqual(["hidden"]);
  });

  it("keeps following fullscreen for the new track only", () => {
    const { video } = safariVideo();
    showCaptionTrack(video, caption);
    const [old] = tracksOf(video);
    showCaptionTrack(video, { ...caption, language: "de" });
    fire(video, "webkitbeginfullscreen");
    expect(old?.track.mode).toBe("disabled");
    expect(modeOf(video)).toEqual(["showing"]);
    showCaptionTrack(video, null);
    fire(video, "webkitendfullscreen");
    expect(old?.track.mode).toBe("disabled");
  });

  it('keeps the track showing all the time with "always"', () => {
    const { video } = safariVideo();
    showCaptionTrack(video, caption, "always");
    expect(modeOf(video)).toEqual(["showing"]);
    fire(video, "webkitendfullscreen");
    expect(modeOf(video)).toEqual(["showing"]);
  });
});

describe("isNativeFullscreen", () => {
  it("is false for a video playing inline", () => {
    expect(isNativeFullscreen(document.createElement("video"))).toBe(false);
  });
});
