import { describe, expect, it } from "vitest";
import { baseLanguage, isSameLanguage, languageName } from "./language";

describe("baseLanguage", () => {
  it("turns three-letter codes into two-letter ones", () => {
    expect(baseLanguage("eng")).toBe("en");
    expect(baseLanguage("ger")).toBe("de");
  });

  it("drops the region", () => {
    expect(baseLanguage("pt-BR")).toBe("pt");
  });

  it("is empty for no language", () => {
    expect(baseLanguage("")).toBe("");
    expect(baseLanguage("und")).toBe("");
    expect(baseLanguage("not a tag")).toBe("");
  });
});

describe("isSameLanguage", () => {
  it("matches across code lengths and regions", () => {
    expect(isSameLanguage("eng", "en-GB")).toBe(true);
  });

  it("does not match different languages or empty codes", () => {
    expect(isSameLanguage("en", "de")).toBe(false);
    expect(isSameLanguage("", "")).toBe(false);
  });
});

describe("languageName", () => {
  it("names a language in English by default", () => {
    expect(languageName("de")).toBe("German");
    expect(languageName("eng")).toBe("English");
  });

  it("names a language in the given locale", () => {
    expect(languageName("en", "de")).toBe("Englisch");
  });

  it("falls back when the tag is not a language", () => {
    expect(languageName("", "en", "Track 1")).toBe("Track 1");
    expect(languageName("???")).toBe("???");
  });
});
