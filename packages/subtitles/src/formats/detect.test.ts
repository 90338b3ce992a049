import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { detectSubtitleFormat, formatFromFileName } from "./detect";

describe("detectSubtitleFormat", () => {
  it.each([
    ["basic.srt", "srt"],
    ["sloppy.srt", "srt"],
    ["features.vtt", "vtt"],
    ["header-only.vtt", "vtt"],
    ["styled.ass", "ass"],
    ["legacy.ssa", "ssa"],
    ["youtube.sbv", "subviewer"],
    ["subviewer2.sub", "subviewer"],
    ["microdvd.sub", "microdvd"],
    ["microdvd-nofps.sub", "microdvd"],
    ["two-languages.smi", "sami"],
    ["plain.smi", "sami"],
  ])("reads %s as %s from its content", (name, format) => {
    expect(detectSubtitleFormat(fixtureText(name))).toBe(format);
  });

  it("finds nothing in text that is no subtitle file", () => {
    expect(detectSubtitleFormat(fixtureText("broken.txt"))).toBeNull();
    expect(detectSubtitleFormat("")).toBeNull();
  });

  it("goes by content when the extension is wrong", () => {
    expect(detectSubtitleFormat(fixtureText("basic.srt"), "movie.vtt")).toBe("srt");
    expect(detectSubtitleFormat(fixtureText("features.vtt"), "movie.srt")).toBe("vtt");
    expect(detectSubtitleFormat(fixtureText("microdvd.sub"), "movie.sbv")).toBe("microdvd");
  });

  it("needs the WebVTT signature on the very first line", () => {
    expect(detectSubtitleFormat("\nWEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx")).toBe("srt");
  });

  it("tries the extension's format first when timing lines of two formats are there", () => {
    const both = "0:00:01.000,0:00:02.000\nx\n\n1\n00:00:03,000 --> 00:00:04,000\ny";
    expect(detectSubtitleFormat(both)).toBe("srt");
    expect(detectSubtitleFormat(both, "a.sbv")).toBe("subviewer");
  });

  it("never lets the extension beat a signature", () => {
    expect(detectSubtitleFormat(fixtureText("two-languages.smi"), "a.srt")).toBe("sami");
    expect(detectSubtitleFormat(fixtureText("legacy.ssa"), "a.ass")).toBe("ssa");
  });
});

describe("formatFromFileName", () => {
  it("maps every upload extension, in any case", () => {
    expect(formatFromFileName("Movie.SRT")).toBe("srt");
    expect(formatFromFileName("a.b.vtt")).toBe("vtt");
    expect(formatFromFileName("x.ass")).toBe("ass");
    expect(formatFromFileName("x.ssa")).toBe("ssa");
    expect(formatFromFileName("x.sub")).toBe("microdvd");
    expect(formatFromFileName("x.sbv")).toBe("subviewer");
    expect(formatFromFileName("x.smi")).toBe("sami");
    expect(formatFromFileName("x.sami")).toBe("sami");
  });

  it("refuses other files", () => {
    expect(formatFromFileName("movie.mp4")).toBeNull();
    expect(formatFromFileName("srt")).toBeNull();
    expect(formatFromFileName("notes.txt")).toBeNull();
  });
});
