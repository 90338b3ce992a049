import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { cueToHtml } from "../markup/serialise";
import { plainText } from "../markup/tree";
import type { Cue } from "../types";
import { numpadStyleAlignments, readAss } from "./ass";

const cues = readAss(fixtureText("styled.ass"), {});
const at = (start: number) => cues.find((cue) => cue.start === start) as Cue;
const html = (start: number) => cueToHtml(at(start).content);

describe("readAss", () => {
  it("reads dialogues as cues in time order, not comments nor backwards ones", () => {
    expect(cues.map((cue) => cue.start)).toEqual([1, 4, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25]);
    expect(at(1).end).toBe(3.5);
  });

  it("keeps italic, bold and underline overrides as run styles, \\N as a break", () => {
    expect(html(1)).toBe(
      'Plain <span data-cue="span" style="font-style:italic">italic</span>, ' +
        '<span data-cue="span" style="font-weight:bold">bold</span> and ' +
        '<span data-cue="span" style="text-decoration:underline">under</span><br>second line',
    );
  });

  it("applies the style table's colour, bold, italic, alignment and margins", () => {
    expect(html(4)).toBe(
      '<span data-cue="span" style="color:#ffff00;font-weight:bold;font-style:italic">Yellow sign from the style</span>',
    );
    expect(at(4).layout).toEqual({
      anchor: 8,
      textAlign: "center",
      margin: { left: 0.1, right: 0.05, vertical: 0.1 },
    });
  });

  it("takes \\an over the style's alignment", () => {
    expect(at(7).layout).toMatchObject({ anchor: 8 });
  });

  it("reads the legacy \\a numbers", () => {
    expect(at(17).layout).toMatchObject({ anchor: 8 });
    expect(plainText(at(17).content)).toBe("Legacy top centre, with, commas");
  });

  it("places \\pos as a fraction of the script's resolution", () => {
    expect(at(9).layout).toEqual({ anchor: 2, x: 0.25, y: 0.25, textAlign: "center" });
  });

  it("places \\move at its start", () => {
    expect(at(21).layout).toMatchObject({ x: 0.1, y: 0.1 });
  });

  it("reads \\c and \\1c colours in blue-green-red order", () => {
    expect(html(9)).toBe(
      '<span data-cue="span" style="color:#ff0000">Red at a quarter</span>' +
        '<span data-cue="span" style="color:#0000ff"> then blue</span>',
    );
  });

  it("drops drawings, and a cue that is only a drawing", () => {
    expect(plainText(at(11).content)).toBe("Text after a drawing");
    expect(cues.some((cue) => cue.start === 13)).toBe(false);
  });

  it("ignores unsupported tags and keeps their text", () => {
    expect(html(15)).toBe("Unsupported tags are ignored");
  });

  it("breaks \\n only with WrapStyle 2 and turns \\h into a non-breaking space", () => {
    expect(plainText(at(19).content)).toBe("soft wrap and hard\u00a0space");
    const wrapped = readAss(fixtureText("styled.ass").replace("WrapStyle: 0", "WrapStyle: 2"), {});
    expect(plainText(wrapped.find((cue) => cue.start === 19)?.content ?? [])).toBe(
      "soft\nwrap and hard\u00a0space",
    );
  });

  it("follows \\r to a named style and back to the line's own", () => {
    expect(html(23)).toBe(
      '<span data-cue="span" style="color:#ffff00;font-weight:bold;font-style:italic">Sign style</span> back to the line style',
    );
  });

  it("leaves out fully transparent text", () => {
    expect(plainText(at(25).content)).toBe("shown");
  });

  it("treats angle brackets as text, since ASS has no markup", () => {
    expect(plainText(at(5).content)).toBe("<b>Not markup</b> & <script>x</script>");
    expect(at(5).content.every((node) => node.type === "text")).toBe(true);
  });

  it("gives bottom-centre dialogue without a position no layout", () => {
    expect(at(1).layout).toBeUndefined();
  });

  it("refuses a script it cannot read", () => {
    expect(() => readAss(fixtureText("broken.ass"), {})).toThrow("Invalid subtitle format");
  });
});

describe("readAss on SSA v4", () => {
  const ssa = readAss(fixtureText("legacy.ssa"), {});

  it("reads decimal colours and -1 flags from the style table", () => {
    expect(cueToHtml(ssa[0]?.content ?? [])).toBe(
      '<span data-cue="span" style="font-weight:bold">Bold by its style<br>second line</span>',
    );
    expect(cueToHtml(ssa[1]?.content ?? [])).toContain("color:#ffff00;font-style:italic");
  });

  it("converts the style table's SSA alignment numbers", () => {
    expect(ssa[0]?.layout).toBeUndefined();
    expect(ssa[1]?.layout).toMatchObject({ anchor: 8 });
  });

  it("lets an inline \\a override the style's alignment", () => {
    expect(ssa[2]?.layout).toMatchObject({ anchor: 1, textAlign: "left" });
  });
});

describe("numpadStyleAlignments", () => {
  it("rewrites only the Alignment field of V4 style lines", () => {
    const text =
      "[V4 Styles]\nFormat: Name, Alignment, MarginL\nStyle: A,6,10\nStyle: B,10,0\n[Events]\nStyle: C,6,1";
    expect(numpadStyleAlignments(text)).toBe(
      "[V4 Styles]\nFormat: Name, Alignment, MarginL\nStyle: A,8,10\nStyle: B,5,0\n[Events]\nStyle: C,6,1",
    );
  });

  it("leaves ASS (V4+) style tables alone", () => {
    const text = "[V4+ Styles]\nFormat: Name, Alignment\nStyle: A,6";
    expect(numpadStyleAlignments(text)).toBe(text);
  });
});
