import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../__fixtures__/read-fixture";
import { sanitiseMarkup } from "../markup/sanitise";
import { plainText } from "../markup/tree";
import { parseSubtitles } from "../parse";
import type { Cue } from "../types";
import { cueToSrtText, toSrt } from "./srt";

const cue = (start: number, end: number, markup: string, layout?: Cue["layout"]): Cue => ({
  start,
  end,
  content: sanitiseMarkup(markup),
  ...(layout && { layout }),
});

describe("toSrt", () => {
  it("writes numbered cues with comma milliseconds and CRLF line ends", () => {
    expect(toSrt([cue(1, 2.5, "Hello"), cue(3723.456, 3725, "Two\nlines")])).toBe(
      "1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\n\r\n2\r\n01:02:03,456 --> 01:02:05,000\r\nTwo\nlines\r\n",
    );
  });

  it("shifts by the player's delay, dropping cues pushed before zero", () => {
    const srt = toSrt([cue(1, 2, "gone"), cue(2, 4, "clipped"), cue(5, 6, "moved")], {
      delay: -2.5,
    });
    expect(srt).toBe(
      "1\r\n00:00:00,000 --> 00:00:01,500\r\nclipped\r\n\r\n2\r\n00:00:02,500 --> 00:00:03,500\r\nmoved\r\n",
    );
  });

  it("writes an empty file for no cues", () => {
    expect(toSrt([])).toBe("");
  });

  it("reads back what it wrote", async () => {
    const original = await parseSubtitles(fixtureBytes("basic.srt"));
    const again = await parseSubtitles(toSrt(original.cues));
    expect(again.cues).toEqual(original.cues);
  });

  it("turns any format into SRT that reads back with the same text and times", async () => {
    for (const name of [
      "styled.ass",
      "features.vtt",
      "two-languages.smi",
      "microdvd.sub",
      "youtube.sbv",
    ]) {
      const original = await parseSubtitles(fixtureBytes(name));
      const again = await parseSubtitles(toSrt(original.cues));
      expect(
        again.cues.map((item) => [item.start, item.end]),
        name,
      ).toEqual(original.cues.map((item) => [item.start, item.end]));
      // Ruby is written as "base(reading)", so only the WebVTT fixture's text changes.
      if (name !== "features.vtt") {
        expect(
          again.cues.map((item) => plainText(item.content)),
          name,
        ).toEqual(original.cues.map((item) => plainText(item.content)));
      }
    }
  });
});

describe("cueToSrtText", () => {
  it("writes tags and run styles as SRT tags", () => {
    expect(
      cueToSrtText(cue(0, 1, `<b>b</b> <i>i</i> <u>u</u> <font color="#ff0000">red</font>`)),
    ).toBe('<b>b</b> <i>i</i> <u>u</u> <font color="#ff0000">red</font>');
    const styled: Cue = {
      start: 0,
      end: 1,
      content: [
        {
          type: "element",
          tag: "span",
          style: { bold: true, italic: true },
          children: [{ type: "text", text: "x" }],
        },
      ],
    };
    expect(cueToSrtText(styled)).toBe("<b><i>x</i></b>");
  });

  it("writes a position off the bottom centre as {\\anN}", () => {
    expect(cueToSrtText(cue(0, 1, "top", { anchor: 8 }))).toBe("{\\an8}top");
    expect(cueToSrtText(cue(0, 1, "bottom", { anchor: 2 }))).toBe("bottom");
  });

  it("writes ruby as base and reading, and keeps voices' and languages' text", () => {
    expect(
      cueToSrtText(cue(0, 1, "<ruby>漢<rt>kan</rt></ruby> <v Bob>hi</v> <lang fr>oui</lang>")),
    ).toBe("漢(kan) hi oui");
  });

  it("escapes what would read as markup, so text stays text", () => {
    const text = cueToSrtText(cue(0, 1, "&lt;i&gt;not italic&lt;/i&gt; &amp;amp; Tom & Jerry"));
    expect(text).toBe("&lt;i>not italic&lt;/i> &amp;amp; Tom & Jerry");
    expect(sanitiseMarkup(text)).toEqual(
      sanitiseMarkup("&lt;i&gt;not italic&lt;/i&gt; &amp;amp; Tom & Jerry"),
    );
  });

  it("never writes a blank line inside a cue", () => {
    expect(cueToSrtText(cue(0, 1, "a<br><br><br>b"))).toBe("a\nb");
  });
});
