import { describe, expect, it } from "vitest";
import { fixtureBytes } from "../__fixtures__/read-fixture";
import { readWebVtt } from "../formats/webvtt";
import { sanitiseMarkup } from "../markup/sanitise";
import { parseSubtitles } from "../parse";
import type { Cue } from "../types";
import { layoutSettings, toWebVtt } from "./webvtt";

const cue = (start: number, end: number, markup: string): Cue => ({
  start,
  end,
  content: sanitiseMarkup(markup),
});

describe("toWebVtt", () => {
  it("writes the signature and cues with dot milliseconds", () => {
    expect(toWebVtt([cue(1, 2.5, "Hello\nthere")])).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\nthere\n",
    );
  });

  it("writes an empty file as the signature alone", () => {
    expect(toWebVtt([])).toBe("WEBVTT\n");
  });

  it("escapes text and keeps tags, voices, languages, ruby and colour classes", () => {
    const text = toWebVtt([
      cue(
        0,
        1,
        `<v Bob>a &lt;b&gt; &amp; c</v> <lang fr>oui</lang> <ruby>漢<rt>kan</rt></ruby> <c.yellow>y</c> <font color="#123456">z</font>`,
      ),
    ]);
    expect(text.split("\n")[3]).toBe(
      "<v Bob>a &lt;b&gt; &amp; c</v> <lang fr>oui</lang> <ruby>漢<rt>kan</rt></ruby> <c.yellow>y</c> z",
    );
  });

  it("reads back what it wrote, placement included", async () => {
    const original = await parseSubtitles(fixtureBytes("features.vtt"));
    expect(readWebVtt(toWebVtt(original.cues), {})).toEqual(original.cues);
  });

  it("shifts by the player's delay", () => {
    expect(toWebVtt([cue(1, 2, "x")], { delay: 0.5 })).toContain("00:00:01.500 --> 00:00:02.500");
  });
});

describe("layoutSettings", () => {
  it("writes nothing for the default place", () => {
    expect(layoutSettings(undefined)).toBe("");
  });

  it("turns an ASS top anchor and a position into settings", () => {
    expect(layoutSettings({ anchor: 8 })).toBe("line:0");
    expect(layoutSettings({ anchor: 5, textAlign: "center" })).toBe("line:50%,center align:center");
    expect(layoutSettings({ anchor: 1, x: 0.25, y: 0.9, textAlign: "left" })).toBe(
      "line:90%,end position:25%,line-left align:left",
    );
  });
});
