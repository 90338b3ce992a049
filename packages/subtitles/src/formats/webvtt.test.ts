import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { isSubtitleParseError } from "../errors";
import { cueToHtml } from "../markup/serialise";
import { plainText } from "../markup/tree";
import { readWebVtt } from "./webvtt";

const cues = readWebVtt(fixtureText("features.vtt"), {});
const html = (index: number) => cueToHtml(cues[index]?.content ?? []);

describe("readWebVtt", () => {
  it("reads every cue and skips the NOTE, STYLE and REGION blocks and a backwards cue", () => {
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 4],
      [5, 7.5],
      [8, 9],
      [10, 11],
      [12, 13],
      [15, 16],
    ]);
  });

  it("keeps a voice with its name as title", () => {
    expect(html(0)).toBe('<span data-cue="v" title="Roger Bingham">We are in New York City</span>');
  });

  it("turns colour classes into colours", () => {
    expect(html(1)).toBe(
      '<span data-cue="c" style="color:#ffff00">Yellow</span> and <span data-cue="c" style="color:#ff00ff">magenta</span>',
    );
  });

  it("keeps ruby and language spans", () => {
    expect(html(2)).toBe(
      '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby> <span data-cue="lang" lang="fr">Bonjour</span>',
    );
  });

  it("drops timestamp tags and decodes entities", () => {
    expect(html(3)).toBe("<i>Karaoke</i> words &amp; more");
  });

  it("starts a new cue at an arrow line inside a cue", () => {
    expect(plainText(cues[4]?.content ?? [])).toBe("next cue without a blank line");
    expect(plainText(cues[3]?.content ?? [])).not.toContain("next cue");
  });

  it("turns percentage settings into a placed, sized layout", () => {
    expect(cues[1]?.layout).toEqual({ anchor: 7, x: 0.2, y: 0.1, width: 0.5, textAlign: "start" });
  });

  it("keeps line numbers and vertical text", () => {
    expect(cues[2]?.layout).toEqual({ anchor: 9, line: 0, textAlign: "end" });
    expect(cues[3]?.layout).toEqual({ anchor: 2, line: -2, vertical: "rl" });
  });

  it("gives cues without settings no layout", () => {
    expect(cues[0]?.layout).toBeUndefined();
  });

  it("reads a file with a header and no cue as an empty track", () => {
    expect(readWebVtt(fixtureText("header-only.vtt"), {})).toEqual([]);
    expect(readWebVtt("WEBVTT", {})).toEqual([]);
  });

  it("refuses a file without the signature", () => {
    expect(() => readWebVtt(fixtureText("bad-header.vtt"), {})).toThrow("Invalid subtitle format");
    try {
      readWebVtt("WEBVTTX\n\n00:01.000 --> 00:02.000\nx", {});
    } catch (error) {
      expect(isSubtitleParseError(error, "invalidFormat")).toBe(true);
    }
  });
});
