import { describe, expect, it } from "vitest";
import type { CaptionEntry } from "../../captions/caption-entries";
import { duplicateNumbers, searchNames, shownCaptionName } from "./caption-names";
import { delayInputText } from "./delay-text";

const entry = (id: string, language: string, extra: Partial<CaptionEntry> = {}): CaptionEntry => ({
  id,
  language,
  label: null,
  origin: "source",
  load: () => Promise.reject(new Error("not in these tests")),
  ...extra,
});

describe("caption names", () => {
  it("names a caption by its language in the interface language, an upload by its file", () => {
    const german = { language: "de", label: null, origin: "source" } as const;
    expect(shownCaptionName(german, "en", "Uploaded file")).toBe("German");
    expect(shownCaptionName(german, "fr", "Uploaded file")).toBe("allemand");
    expect(
      shownCaptionName({ language: "custom", label: "film.srt", origin: "upload" }, "en", "x"),
    ).toBe("film.srt");
    expect(shownCaptionName({ language: "custom", label: null, origin: "upload" }, "en", "x")).toBe(
      "x",
    );
  });

  it("searches a language by its local, English and own names and its code", () => {
    expect(searchNames("de", "fr")).toEqual(["allemand", "German", "Deutsch", "de"]);
  });

  it("numbers only the rows that would read the same", () => {
    const numbers = duplicateNumbers([
      entry("a", "en"),
      entry("b", "fr"),
      entry("c", "en"),
      entry("d", "en", { hearingImpaired: true }),
      entry("e", "en", { label: "Commentary" }),
    ]);
    expect([...numbers]).toEqual([
      ["a", 1],
      ["c", 2],
    ]);
  });
});

describe("the delay's text", () => {
  it("writes the sign and one decimal, as the entry reads it back", () => {
    expect(delayInputText(1.5)).toBe("+1.5");
    expect(delayInputText(-0.3)).toBe("-0.3");
    expect(delayInputText(0)).toBe("0.0");
    expect(delayInputText(-0.04)).toBe("0.0");
  });
});
