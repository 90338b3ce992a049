import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { srtToVtt } from "./srt-to-vtt";

const twoCues = readFileSync(new URL("./__fixtures__/two-cues.srt", import.meta.url), "utf8");

describe("srtToVtt", () => {
  it("turns an SRT file into WebVTT the browser can parse", () => {
    expect(srtToVtt(twoCues)).toBe(
      [
        "WEBVTT",
        "",
        "1",
        "00:00:01.000 --> 00:00:03.500",
        "Hello there",
        "",
        "2",
        "00:00:04.250 --> 00:00:06.000",
        "<i>Two</i> lines",
        "of text",
        "",
      ].join("\n"),
    );
  });

  it("keeps hour-less timings and leaves arrows inside cue text alone", () => {
    const vtt = srtToVtt("1\n01:02,5 --> 01:04,000\nsee -> there\n");
    expect(vtt).toContain("01:02.500 --> 01:04.000\nsee -> there");
  });

  it("passes WebVTT through untouched apart from line endings", () => {
    expect(srtToVtt("WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n")).toBe(
      "WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n",
    );
  });

  it("gives an empty but valid WebVTT file for empty input", () => {
    expect(srtToVtt("")).toBe("WEBVTT\n\n\n");
  });
});
