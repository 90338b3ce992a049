import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { cueToHtml } from "../markup/serialise";
import { plainText } from "../markup/tree";
import { readSubViewer } from "./subviewer";

describe("readSubViewer", () => {
  it("reads YouTube SBV cues with their lines and tags", () => {
    const cues = readSubViewer(fixtureText("youtube.sbv"), {});
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 3],
      [4.5, 6],
      [8, 9],
    ]);
    expect(plainText(cues[0]?.content ?? [])).toBe("Hello from YouTube\nwith a second line");
    expect(cueToHtml(cues[1]?.content ?? [])).toBe("<i>Tags</i> are read too");
  });

  it("reads SubViewer 2 with its header, centiseconds and [br]", () => {
    const cues = readSubViewer(fixtureText("subviewer2.sub"), {});
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1.5, 3],
      [62.25, 64],
    ]);
    expect(plainText(cues[0]?.content ?? [])).toBe("First line\nsecond line");
  });

  it("finds no cue in SRT text", () => {
    expect(readSubViewer(fixtureText("basic.srt"), {})).toEqual([]);
  });
});
