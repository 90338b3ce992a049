import { describe, expect, it } from "vitest";
import { fixtureText } from "../__fixtures__/read-fixture";
import { cueToHtml } from "../markup/serialise";
import { readMicroDvd } from "./microdvd";
import { DEFAULT_FPS } from "./reader";

const cues = readMicroDvd(fixtureText("microdvd.sub"), {});
const html = (index: number) => cueToHtml(cues[index]?.content ?? []);

describe("readMicroDvd", () => {
  it("takes the frame rate from the {1}{1}25 line and does not show it", () => {
    expect(cues[0]).toMatchObject({ start: 1, end: 3 });
    expect(html(0)).toBe("Hello<br>world");
  });

  it("applies a lower-case style to its line and an upper-case one to the whole cue", () => {
    expect(html(1)).toBe("<i>Italic line</i><br>plain line");
    expect(html(2)).toBe("<b>Bold cue</b><br><b>still bold</b>");
  });

  it("reads a leading slash as italics and colours in blue-green-red order", () => {
    expect(html(3)).toBe(
      '<i>Slash italic</i><br><span data-cue="span" style="color:#ff0000">red line</span>',
    );
  });

  it("ends a cue without an end frame at the next cue", () => {
    expect(cues[4]).toMatchObject({ start: 11, end: 12 });
  });

  it("drops unsupported codes and a backwards cue", () => {
    expect(html(5)).toBe("Unsupported codes vanish");
    expect(cues).toHaveLength(6);
  });

  it("uses the caller's frame rate, else 23.976, when the file names none", () => {
    const text = fixtureText("microdvd-nofps.sub");
    expect(readMicroDvd(text, { fps: 24 })[0]).toMatchObject({ start: 1, end: 2 });
    expect(readMicroDvd(text, {})[0]?.start).toBeCloseTo(24 / DEFAULT_FPS, 6);
  });

  it("prefers the file's own frame rate to the caller's", () => {
    expect(readMicroDvd(fixtureText("microdvd.sub"), { fps: 50 })[0]).toMatchObject({ start: 1 });
  });

  it("keeps a frame-zero cue", () => {
    expect(readMicroDvd(fixtureText("microdvd-nofps.sub"), { fps: 24 })[1]).toMatchObject({
      start: 0,
      end: 1,
    });
  });
});
