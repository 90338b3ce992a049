import { describe, expect, it } from "vitest";
import type { Cue } from "../types";
import { createCueIndex } from "./active-cues";

const cue = (start: number, end: number, text = `${start}-${end}`): Cue => ({
  start,
  end,
  content: [{ type: "text", text }],
});
const label = (cues: Cue[]) => cues.map((item) => (item.content[0] as { text: string }).text);

describe("createCueIndex", () => {
  const index = createCueIndex([cue(5, 7), cue(1, 3), cue(2, 4), cue(10, 20), cue(12, 13)]);

  it("finds the cue showing at a time", () => {
    expect(label(index.at(5.5))).toEqual(["5-7"]);
  });

  it("shows a cue from its start and hides it at its end", () => {
    expect(label(index.at(5))).toEqual(["5-7"]);
    expect(label(index.at(7))).toEqual([]);
  });

  it("finds overlapping cues in start order", () => {
    expect(label(index.at(2.5))).toEqual(["1-3", "2-4"]);
  });

  it("finds a short cue inside a long one, and the long one alone after it", () => {
    expect(label(index.at(12.5))).toEqual(["10-20", "12-13"]);
    expect(label(index.at(15))).toEqual(["10-20"]);
  });

  it("finds nothing before the first cue, in gaps and after the last", () => {
    expect(index.at(0)).toEqual([]);
    expect(index.at(8)).toEqual([]);
    expect(index.at(25)).toEqual([]);
  });

  it("shows cues later with a positive delay and earlier with a negative one", () => {
    expect(label(index.at(6, 1))).toEqual(["5-7"]);
    expect(label(index.at(7.5, 1))).toEqual(["5-7"]);
    expect(label(index.at(5.5, 1))).toEqual([]);
    expect(label(index.at(4.5, -1))).toEqual(["5-7"]);
  });

  it("works on an empty track", () => {
    expect(createCueIndex([]).at(1)).toEqual([]);
  });

  it("agrees with a plain scan on a large random track", () => {
    const cues = Array.from({ length: 2000 }, (_, n) => {
      const start = (n * 7919) % 7200;
      return cue(start, start + 1 + (n % 5));
    });
    const big = createCueIndex(cues);
    for (let time = 0; time < 7210; time += 3.7) {
      const expected = cues
        .filter((item) => item.start <= time && item.end > time)
        .sort((a, b) => a.start - b.start || a.end - b.end);
      expect(big.at(time)).toEqual(expected);
    }
  });
});
