import { beforeAll, describe, expect, it } from "vitest";
import { toSrt } from "./export/srt";
import { formatClock } from "./formats/clock";
import { parseSubtitles } from "./parse";
import { createCueIndex } from "./rules/active-cues";
import type { SubtitleTrack } from "./types";

const COUNT = 20_000;

/** A generated SRT of `count` cues, two seconds apart, with some markup in every tenth. */
function hugeSrt(count: number): string {
  const blocks: string[] = [];
  for (let n = 0; n < count; n++) {
    const text =
      n % 10 === 0
        ? `<i>Line ${n}</i> with <b>tags</b> &amp; entities`
        : `Line ${n} of the dialogue`;
    blocks.push(
      `${n + 1}\n${formatClock(n * 2, ",")} --> ${formatClock(n * 2 + 1.5, ",")}\n${text}\nsecond row\n`,
    );
  }
  return blocks.join("\n");
}

describe("a huge file", () => {
  // 20,000 cues (11 hours, ≈1.2 MB): ten times a long film; generated here, never committed.
  const text = hugeSrt(COUNT);
  let track: SubtitleTrack;

  beforeAll(async () => {
    track = await parseSubtitles(new TextEncoder().encode(text), { fileName: "huge.srt" });
  });

  it("parses completely and in order, from bytes", () => {
    expect(track.format).toBe("srt");
    expect(track.cues).toHaveLength(COUNT);
    expect(track.cues.at(-1)).toMatchObject({ start: (COUNT - 1) * 2, end: (COUNT - 1) * 2 + 1.5 });
  });

  it("answers time lookups anywhere in it", () => {
    const index = createCueIndex(track.cues);
    expect(index.at(30_000.5)).toHaveLength(1);
    expect(index.at(30_001.75)).toHaveLength(0);
  });

  it("writes back out as SRT of the same length", async () => {
    expect((await parseSubtitles(toSrt(track.cues))).cues).toHaveLength(COUNT);
  });
});
