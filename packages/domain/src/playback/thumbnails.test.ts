import { describe, expect, it } from "vitest";
import { isSafariUserAgent, thumbnailAt, thumbnailFractions, thumbnailTimes } from "./thumbnails";

describe("thumbnailFractions", () => {
  it("starts with both ends, then the middle, then the quarters", () => {
    expect(thumbnailFractions().slice(0, 5)).toEqual([0, 1, 0.5, 0.25, 0.75]);
  });

  it("adds the midpoint of every gap each round, left to right", () => {
    expect(thumbnailFractions(3)).toEqual([0, 1, 0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875]);
  });

  it("grows 2, 3, 5, 9, 17, 33 and 65 points over the rounds", () => {
    const counts = [0, 1, 2, 3, 4, 5, 6].map((rounds) => thumbnailFractions(rounds).length);
    expect(counts).toEqual([2, 3, 5, 9, 17, 33, 65]);
  });

  it("takes 6 rounds by default: every 64th of the duration once", () => {
    const fractions = thumbnailFractions();
    expect(new Set(fractions).size).toBe(65);
    expect([...fractions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 65 }, (_, index) => index / 64),
    );
  });
});

describe("thumbnailTimes", () => {
  it("maps the fractions onto the duration, the end kept half a second clear", () => {
    expect(thumbnailTimes(100, 2)).toEqual([0, 99.5, 50, 25, 75]);
  });

  it("is empty while the duration is unknown or not finite", () => {
    expect(thumbnailTimes(0)).toEqual([]);
    expect(thumbnailTimes(Number.NaN)).toEqual([]);
    expect(thumbnailTimes(Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it("folds points together on a clip shorter than the margin", () => {
    expect(thumbnailTimes(0.4, 1)).toEqual([0]);
  });
});

describe("thumbnailAt", () => {
  const images = [{ at: 0 }, { at: 25 }, { at: 50 }, { at: 100 }];

  it("picks the latest image at or before the time", () => {
    expect(thumbnailAt(images, 49)).toEqual({ at: 25 });
    expect(thumbnailAt(images, 50)).toEqual({ at: 50 });
    expect(thumbnailAt(images, 99.9)).toEqual({ at: 50 });
  });

  it("does not rely on the list being sorted", () => {
    expect(thumbnailAt([{ at: 50 }, { at: 0 }, { at: 25 }], 30)).toEqual({ at: 25 });
  });

  it("falls back to the earliest image before the first one", () => {
    expect(thumbnailAt([{ at: 40 }, { at: 20 }], 5)).toEqual({ at: 20 });
  });

  it("is null without images", () => {
    expect(thumbnailAt([], 10)).toBeNull();
  });
});

describe("isSafariUserAgent", () => {
  it("recognises desktop Safari and the iOS browsers", () => {
    const safari =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
    const chromeOnIos =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1";
    expect(isSafariUserAgent(safari)).toBe(true);
    expect(isSafariUserAgent(chromeOnIos)).toBe(true);
  });

  it("leaves Chrome, Edge, Android and Firefox alone", () => {
    const agents = [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Safari/537.36",
      "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    ];
    for (const agent of agents) expect(isSafariUserAgent(agent)).toBe(false);
  });
});
