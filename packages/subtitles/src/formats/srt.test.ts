import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { cueToHtml } from "../markup/serialise";
import { plainText } from "../markup/tree";
import { readSrt } from "./srt";

const read = (name: string) => readSrt(fixtureText(name), {});

describe("readSrt", () => {
  it("reads times in seconds and the cue text", () => {
    const cues = read("basic.srt");
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 3.5],
      [4, 6],
      [7.25, 9],
    ]);
    expect(cueToHtml(cues[0]?.content ?? [])).toBe("Hello, <i>world</i>!");
    expect(cueToHtml(cues[1]?.content ?? [])).toBe("Two lines<br>of <b>text</b>");
  });

  it("keeps an {\\an8} position and removes the tag from the text", () => {
    const cue = read("basic.srt")[2];
    expect(cue?.layout).toEqual({ anchor: 8 });
    expect(plainText(cue?.content ?? [])).toBe("At the top");
  });

  it("reads Windows line ends", () => {
    expect(read("crlf.srt").map((cue) => plainText(cue.content))).toEqual([
      "Windows line ends",
      "Second",
    ]);
  });

  it("forgives missing blank lines and numbers, dots, short arrows and coordinates", () => {
    const texts = read("sloppy.srt").map((cue) => plainText(cue.content));
    expect(texts).toEqual([
      "no blank line after this cue",
      "the answer is\n42",
      "yellow and plain",
      "no number at all",
      "after an empty cue",
    ]);
  });

  it("skips a cue ending before it starts and an empty cue", () => {
    const starts = read("sloppy.srt").map((cue) => cue.start);
    expect(starts).not.toContain(9);
    expect(starts).not.toContain(10);
  });

  it("keeps a checked <font> colour", () => {
    const cue = read("sloppy.srt")[2];
    expect(cue?.content[0]).toMatchObject({ tag: "span", style: { color: "#ffff00" } });
  });

  it("maps legacy {\\aN} positions to numpad anchors", () => {
    const top = readSrt("1\n00:00:01,000 --> 00:00:02,000\n{\\a6}top centre\n", {});
    const middle = readSrt("1\n00:00:01,000 --> 00:00:02,000\n{\\a9}middle left\n", {});
    expect(top[0]?.layout).toEqual({ anchor: 8 });
    expect(middle[0]?.layout).toEqual({ anchor: 4 });
  });

  it("drops other override blocks", () => {
    const [cue] = readSrt(
      "1\n00:00:01,000 --> 00:00:02,000\n{\\i1}tilted{\\i0} {\\pos(10,20)}x\n",
      {},
    );
    expect(plainText(cue?.content ?? [])).toBe("tilted x");
    expect(cue?.layout).toBeUndefined();
  });

  it("finds no cue in text without timings", () => {
    expect(read("broken.txt")).toEqual([]);
  });
});
