import { describe, expect, it } from "vitest";
import { PLAYBACK_RATES, stepPlaybackRate } from "./playback-rate";

describe("stepPlaybackRate", () => {
  it("moves to the next offered speed up or down", () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.5);
    expect(stepPlaybackRate(1, -1)).toBe(0.5);
    expect(stepPlaybackRate(0.5, -1)).toBe(0.25);
  });

  it("walks through every offered speed from slowest to fastest", () => {
    const visited = [0.25];
    while (visited.length < 10) visited.push(stepPlaybackRate(visited.at(-1) ?? 0, 1));
    expect([...new Set(visited)]).toEqual([...PLAYBACK_RATES]);
  });

  it("stays at 2 going up and at 0.25 going down", () => {
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.25, -1)).toBe(0.25);
  });

  it("steps from a speed between two offered ones to its neighbour", () => {
    expect(stepPlaybackRate(1.25, 1)).toBe(1.5);
    expect(stepPlaybackRate(1.25, -1)).toBe(1);
  });

  it("brings a speed outside the range back to the nearest end", () => {
    expect(stepPlaybackRate(4, -1)).toBe(2);
    expect(stepPlaybackRate(0.1, 1)).toBe(0.25);
  });
});
