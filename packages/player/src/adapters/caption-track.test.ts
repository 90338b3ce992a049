// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { showCaptionTrack } from "./caption-track";

const caption = { id: "c-en", language: "en", srtData: null, url: "https://files.example/en.vtt" };

const tracksOf = (video: HTMLVideoElement) => [...video.querySelectorAll("track")];

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
    showCaptionTrack(video, { ...caption, srtData: "1\n00:00:01,000 --> 00:00:02,000\nHi\n" });
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
});
