import { describe, expect, it } from "vitest";
import { detectLanguage, matchLanguage, OFFERED_LANGUAGES, textDirection } from "./language-tags";
import { LANGUAGES } from "./languages";

const every = LANGUAGES.map((language) => language.code);

describe("matchLanguage", () => {
  it("finds a language by its exact code, in any case or with underscores", () => {
    expect(matchLanguage("de", every)).toBe("de");
    expect(matchLanguage("PT-br", every)).toBe("pt-BR");
    expect(matchLanguage("zh_Hant", every)).toBe("zh-Hant");
  });

  it("reads a regional variant as its language (de-AT, en-GB, es-MX, ar-EG, fr-CA)", () => {
    expect(matchLanguage("de-AT", every)).toBe("de");
    expect(matchLanguage("en-GB", every)).toBe("en");
    expect(matchLanguage("es-MX", every)).toBe("es");
    expect(matchLanguage("ar-EG", every)).toBe("ar");
    expect(matchLanguage("fr-CA", every)).toBe("fr");
  });

  it("sends Taiwan, Hong Kong and Macao to traditional Chinese, the rest to simplified", () => {
    expect(matchLanguage("zh-TW", every)).toBe("zh-Hant");
    expect(matchLanguage("zh-HK", every)).toBe("zh-Hant");
    expect(matchLanguage("zh-MO", every)).toBe("zh-Hant");
    expect(matchLanguage("zh-Hant-HK", every)).toBe("zh-Hant");
    expect(matchLanguage("zh", every)).toBe("zh");
    expect(matchLanguage("zh-CN", every)).toBe("zh");
    expect(matchLanguage("zh-SG", every)).toBe("zh");
    expect(matchLanguage("zh-Hans", every)).toBe("zh");
  });

  it("tells Brazil's Portuguese from Portugal's, and Portugal's family of regions", () => {
    expect(matchLanguage("pt-BR", every)).toBe("pt-BR");
    expect(matchLanguage("pt", every)).toBe("pt-BR");
    expect(matchLanguage("pt-PT", every)).toBe("pt-PT");
    expect(matchLanguage("pt-AO", every)).toBe("pt-PT");
    expect(matchLanguage("pt-MZ", every)).toBe("pt-PT");
    // With one Portuguese only, every Portuguese reader gets it.
    expect(matchLanguage("pt-BR", ["en", "pt-PT"])).toBe("pt-PT");
  });

  it("knows legacy and sibling codes (iw, in, tl, no, nn)", () => {
    expect(matchLanguage("iw", every)).toBe("he");
    expect(matchLanguage("in-ID", every)).toBe("id");
    expect(matchLanguage("tl", every)).toBe("fil");
    expect(matchLanguage("no", every)).toBe("nb");
    expect(matchLanguage("nn-NO", every)).toBe("nb");
  });

  it("never crosses scripts or languages, and ignores what is not a language tag", () => {
    expect(matchLanguage("sr-Latn", every)).toBeUndefined(); // the registry's Serbian is Cyrillic
    expect(matchLanguage("xx", every)).toBeUndefined();
    expect(matchLanguage("", every)).toBeUndefined();
    expect(matchLanguage("not a tag!", every)).toBeUndefined();
  });
});

describe("detectLanguage", () => {
  it("takes the first preference an offered language serves", () => {
    expect(detectLanguage(["de-DE", "ar-SA", "en"], ["en", "ar"])).toBe("ar");
    expect(detectLanguage(["ar", "en"], ["en", "ar"])).toBe("ar");
    expect(detectLanguage(["en-US", "ar"], ["en", "ar"])).toBe("en");
  });

  it("falls back to English when nothing matches (or the browser says nothing)", () => {
    expect(detectLanguage(["de", "fr"], ["en", "ar"])).toBe("en");
    expect(detectLanguage([], ["en", "ar"])).toBe("en");
  });

  it("offers only complete languages by default (English and Arabic today)", () => {
    expect(OFFERED_LANGUAGES).toEqual(expect.arrayContaining(["en", "ar"]));
    expect(detectLanguage(["ar-MA"])).toBe("ar");
  });
});

describe("textDirection", () => {
  it("is right to left for Arabic, Hebrew, Persian and Urdu, and scripts written that way", () => {
    for (const code of ["ar", "he", "fa", "ur", "ps", "ckb", "ar-EG", "iw"]) {
      expect(textDirection(code), code).toBe("rtl");
    }
    expect(textDirection("pa-Arab")).toBe("rtl");
    expect(textDirection("az-Latn")).toBe("ltr");
  });

  it("is left to right for the others and for nonsense", () => {
    for (const code of ["en", "de", "zh-Hant", "ja", "hi", "ru"]) {
      expect(textDirection(code), code).toBe("ltr");
    }
    expect(textDirection("not a tag!")).toBe("ltr");
  });
});
