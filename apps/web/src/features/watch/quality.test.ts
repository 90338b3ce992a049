import { describe, expect, it } from "vitest";
import { pickBestQuality } from "./quality";

const mp4 = (url: string) => ({ type: "mp4" as const, url });

describe("pickBestQuality", () => {
  it("prefers 4k over everything else", () => {
    expect(pickBestQuality({ "1080": mp4("b"), "4k": mp4("a"), "720": mp4("c") })).toEqual({
      quality: "4k",
      url: "a",
    });
  });

  it("walks down 1080, 720, 480, 360 in order", () => {
    expect(pickBestQuality({ "360": mp4("d"), "720": mp4("c") })?.quality).toBe("720");
    expect(pickBestQuality({ "360": mp4("d"), "480": mp4("e") })?.quality).toBe("480");
  });

  it("takes an unknown quality only when nothing else is there", () => {
    expect(pickBestQuality({ unknown: mp4("u"), "360": mp4("d") })?.quality).toBe("360");
    expect(pickBestQuality({ unknown: mp4("u") })).toEqual({ quality: "unknown", url: "u" });
  });

  it("is null for a stream without qualities", () => {
    expect(pickBestQuality({})).toBeNull();
  });
});
