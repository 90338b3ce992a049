import { describe, expect, it } from "vitest";
import { isEpisodeFile, rankDocs, scoreDoc } from "./archive-files";

describe("scoreDoc", () => {
  it("prefers the exact title in the exact year", () => {
    expect(scoreDoc({ identifier: "a", title: "Nosferatu", year: 1922 }, "Nosferatu", 1922)).toBe(
      6,
    );
    expect(scoreDoc({ identifier: "a", title: "Nosferatu", year: 1923 }, "Nosferatu", 1922)).toBe(
      5,
    );
  });

  it("ignores punctuation and case in titles", () => {
    expect(scoreDoc({ identifier: "a", title: "THE GENERAL!" }, "The General", undefined)).toBe(4);
  });

  it("rejects other titles and far-off years", () => {
    expect(scoreDoc({ identifier: "a", title: "Nosferatu's Lunch" }, "Nosferatu", undefined)).toBe(
      0,
    );
    expect(scoreDoc({ identifier: "a", title: "Nosferatu", year: 1979 }, "Nosferatu", 1922)).toBe(
      0,
    );
  });
});

describe("rankDocs", () => {
  it("orders by fit, then by downloads", () => {
    const docs = [
      { identifier: "popular-near", title: "Nosferatu (restored)", year: 1922, downloads: 900 },
      { identifier: "exact-less", title: "Nosferatu", year: 1922, downloads: 10 },
      { identifier: "exact-more", title: "Nosferatu", year: 1922, downloads: 20 },
    ];
    expect(rankDocs(docs, "Nosferatu", 1922).map((doc) => doc.identifier)).toEqual([
      "exact-more",
      "exact-less",
      "popular-near",
    ]);
  });
});

describe("isEpisodeFile", () => {
  it.each([
    ["Show S01E02.mp4", true],
    ["show.s1e2.mp4", true],
    ["Show s01_e02 title.mp4", true],
    ["Show S01E12.mp4", false],
    ["Show S11E02.mp4", false],
    ["Season 1 Episode 2.mp4", false],
  ])("%s is S1E2: %s", (name, expected) => {
    expect(isEpisodeFile(name, 1, 2)).toBe(expected);
  });
});
