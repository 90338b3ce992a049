import { describe, expect, it } from "vitest";
import {
  canAutoplayNext,
  hasReachedAutoplayPoint,
  isNextEpisodeButtonVisible,
} from "./end-of-episode";

describe("isNextEpisodeButtonVisible", () => {
  const at = (currentTime: number, hovering = false, duration = 1000) =>
    isNextEpisodeButtonVisible({ currentTime, duration, hovering });

  it("shows in the last 30 seconds without hovering", () => {
    expect(at(970)).toBe(true);
    expect(at(999)).toBe(true);
  });

  it("stays hidden just before the last 30 seconds without hovering", () => {
    expect(at(969)).toBe(false);
  });

  it("shows from 93% played while hovering", () => {
    expect(at(930, true)).toBe(true);
  });

  it("stays hidden below 93% even while hovering", () => {
    expect(at(929, true)).toBe(false);
  });

  it("stays hidden from 93% when not hovering (outside the last 30 s)", () => {
    expect(at(930)).toBe(false);
  });

  it("is hidden while the duration is 0", () => {
    expect(at(0, true, 0)).toBe(false);
  });

  it("is hidden when the viewer hid it", () => {
    expect(
      isNextEpisodeButtonVisible({
        currentTime: 999,
        duration: 1000,
        hovering: true,
        hidden: true,
      }),
    ).toBe(false);
  });

  it("shows during the whole of a clip shorter than 30 s", () => {
    expect(at(0, false, 20)).toBe(true);
  });
});

describe("hasReachedAutoplayPoint", () => {
  it("triggers when 1% of the duration is left", () => {
    expect(hasReachedAutoplayPoint(990, 1000)).toBe(true);
    expect(hasReachedAutoplayPoint(1000, 1000)).toBe(true);
  });

  it("waits until then", () => {
    expect(hasReachedAutoplayPoint(989.9, 1000)).toBe(false);
  });

  it("never triggers while the duration is unknown", () => {
    expect(hasReachedAutoplayPoint(0, 0)).toBe(false);
  });
});

describe("canAutoplayNext", () => {
  const none = {
    preferenceEnabled: true,
    allowedByConfig: false,
    hasExtension: false,
    hasCustomProxy: false,
  };

  it("needs the host's permission, the extension or a custom proxy", () => {
    expect(canAutoplayNext(none)).toBe(false);
    expect(canAutoplayNext({ ...none, allowedByConfig: true })).toBe(true);
    expect(canAutoplayNext({ ...none, hasExtension: true })).toBe(true);
    expect(canAutoplayNext({ ...none, hasCustomProxy: true })).toBe(true);
  });

  it("never runs when the viewer turned it off", () => {
    expect(canAutoplayNext({ ...none, preferenceEnabled: false, allowedByConfig: true })).toBe(
      false,
    );
  });
});
