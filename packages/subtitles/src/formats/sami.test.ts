import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { cueToHtml } from "../markup/serialise";
import { plainText } from "../markup/tree";
import { readSami } from "./sami";

const twoLanguages = fixtureText("two-languages.smi");

describe("readSami", () => {
  it("reads the first declared language, each SYNC lasting until the next", () => {
    const cues = readSami(twoLanguages, {});
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1, 3],
      [4, 9],
    ]);
    expect(cueToHtml(cues[0]?.content ?? [])).toBe("Hello <i>there</i>,<br>second line");
  });

  it("reads the language asked for", () => {
    const cues = readSami(twoLanguages, { language: "fi" });
    expect(cues.map((cue) => plainText(cue.content))).toEqual(["Hei siellä", "Näkemiin"]);
  });

  it("falls back to the first language for a language the file lacks", () => {
    expect(plainText(readSami(twoLanguages, { language: "de" })[0]?.content ?? [])).toMatch(
      /^Hello/,
    );
  });

  it("keeps a checked font colour and decodes entities", () => {
    expect(cueToHtml(readSami(twoLanguages, {})[1]?.content ?? [])).toBe(
      '<span data-cue="span" style="color:#ffff00">Bye</span> &amp; thanks',
    );
  });

  it("reads files without classes, quoted attributes and text outside paragraphs", () => {
    const cues = readSami(fixtureText("plain.smi"), {});
    expect(cues.map((cue) => [cue.start, cue.end, plainText(cue.content)])).toEqual([
      [0.5, 1.5, "No classes here"],
      [2, 7, "Text outside a paragraph"],
    ]);
  });

  it("finds no cue without SYNC points", () => {
    expect(readSami("<SAMI><BODY><P>no sync</P></BODY></SAMI>", {})).toEqual([]);
  });
});
