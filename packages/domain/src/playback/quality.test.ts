import { describe, expect, it } from "vitest";
import {
  chooseQuality,
  isQuality,
  nearestQuality,
  pickBestQuality,
  qualityOfRendition,
  sortQualities,
} from "./quality";

describe("pickBestQuality", () => {
  it("prefers 4k over everything else", () => {
    expect(pickBestQuality(["1080", "4k", "720"])).toBe("4k");
  });

  it("walks down 1080, 720, 480, 360 in order", () => {
    expect(pickBestQuality(["360", "720"])).toBe("720");
    expect(pickBestQuality(["360", "480"])).toBe("480");
  });

  it("takes an unknown quality only when nothing else is there", () => {
    expect(pickBestQuality(["unknown", "360"])).toBe("360");
    expect(pickBestQuality(["unknown"])).toBe("unknown");
  });

  it("is null when nothing is available", () => {
    expect(pickBestQuality([])).toBeNull();
  });
});

describe("sortQualities", () => {
  it("orders best first and drops duplicates", () => {
    expect(sortQualities(["360", "1080", "360", "unknown", "4k"])).toEqual([
      "4k",
      "1080",
      "360",
      "unknown",
    ]);
  });
});

describe("nearestQuality", () => {
  it("keeps the wanted quality when it is there", () => {
    expect(nearestQuality(["1080", "720"], "720")).toBe("720");
  });

  it("falls back to the nearest lower quality first", () => {
    expect(nearestQuality(["1080", "480", "360"], "720")).toBe("480");
  });

  it("goes higher only when nothing lower exists", () => {
    expect(nearestQuality(["4k", "1080"], "480")).toBe("1080");
  });

  it("treats unknown as the lowest rung", () => {
    expect(nearestQuality(["unknown", "1080"], "360")).toBe("unknown");
  });

  it("is null when nothing is available", () => {
    expect(nearestQuality([], "720")).toBeNull();
  });
});

describe("chooseQuality", () => {
  it("picks the best when automatic, whatever was chosen before", () => {
    expect(chooseQuality(["360", "720"], { automatic: true, lastChosen: "360" })).toBe("720");
  });

  it("picks the last chosen quality when automatic is off", () => {
    expect(chooseQuality(["360", "720"], { automatic: false, lastChosen: "360" })).toBe("360");
  });

  it("falls back to a neighbour of the last chosen quality", () => {
    expect(chooseQuality(["360", "1080"], { automatic: false, lastChosen: "720" })).toBe("360");
  });

  it("picks the best when nothing was ever chosen", () => {
    expect(chooseQuality(["360", "720"], { automatic: false, lastChosen: null })).toBe("720");
  });

  it("is null (couldn't select quality) when nothing is available", () => {
    expect(chooseQuality([], { automatic: false, lastChosen: "720" })).toBeNull();
    expect(chooseQuality([], { automatic: true, lastChosen: null })).toBeNull();
  });
});

describe("qualityOfRendition", () => {
  it("names a 2160p rendition 4k", () => {
    expect(qualityOfRendition({ width: 3840, height: 2160 })).toBe("4k");
  });

  it.each([
    [1080, "1080"],
    [720, "720"],
    [480, "480"],
    [360, "360"],
  ] as const)("names a %ip rendition %s", (height, quality) => {
    expect(qualityOfRendition({ height })).toBe(quality);
  });

  it("names a widescreen crop by its width", () => {
    expect(qualityOfRendition({ width: 1920, height: 800 })).toBe("1080");
  });

  it("calls any other size unknown", () => {
    expect(qualityOfRendition({ width: 1000, height: 562 })).toBe("unknown");
    expect(qualityOfRendition({})).toBe("unknown");
  });
});

describe("isQuality", () => {
  it("accepts the six known qualities only", () => {
    expect(isQuality("4k")).toBe(true);
    expect(isQuality("unknown")).toBe(true);
    expect(isQuality("2160")).toBe(false);
  });
});
