import { describe, expect, it } from "vitest";
import { OFFERED_LANGUAGES } from "./language-tags";
import { findLanguage, LANGUAGES, offeredLanguages, searchLanguages } from "./languages";

/** The languages issue 16 names, each of which the registry must know. */
const REQUIRED = [
  "en", "ar", "he", "fa", "ur", "zh", "zh-Hant", "ja", "ko", "hi", "bn", "ta", "th", "vi", "id",
  "tr", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt-BR", "pt-PT", "it", "nl", "sv", "da", "fi",
  "el", "ro", "bg", "ca",
]; // prettier-ignore

describe("the language registry", () => {
  it("knows more than 52 languages, among them every one the issue names", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(52);
    const missing = REQUIRED.filter((code) => !findLanguage(code));
    expect(missing).toEqual([]);
  });

  it("has each code, own name and English name once", () => {
    for (const field of ["code", "endonym", "english"] as const) {
      const values = LANGUAGES.map((language) => language[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it("writes each code as Intl canonicalises it, for a language Intl has plural rules for", () => {
    for (const { code } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(code), code).toEqual([code]);
      expect(Intl.PluralRules.supportedLocalesOf(code), code).toEqual([code]);
    }
  });

  it("writes each language's own name in its own script (not a copy of the English name)", () => {
    // Latin letters, and the ʻ of Oʻzbekcha (a letter of no one script).
    const latinScript = /^[\p{Script=Latin}\p{Script=Common}]+$/u;
    const intl = new Intl.DisplayNames(["en"], { type: "script" });
    for (const { code, endonym, english } of LANGUAGES) {
      const script = new Intl.Locale(code).maximize().script ?? "";
      if (script === "Latn") {
        expect(latinScript.test(endonym), code).toBe(true);
      } else {
        expect(latinScript.test(endonym), `${code} (${intl.of(script)})`).toBe(false);
        expect(endonym).not.toBe(english);
      }
    }
  });

  it("marks Arabic, Hebrew, Persian and Urdu right to left and English left to right", () => {
    for (const code of ["ar", "he", "fa", "ur"]) expect(findLanguage(code)?.dir).toBe("rtl");
    expect(findLanguage("en")?.dir).toBe("ltr");
    expect(findLanguage("zh-Hant")?.dir).toBe("ltr");
  });

  it("offers the complete languages only, by their registry entries", () => {
    expect(offeredLanguages().map((language) => language.code)).toEqual(OFFERED_LANGUAGES);
    expect(offeredLanguages().find((language) => language.code === "ar")?.endonym).toBe("العربية");
  });
});

describe("searchLanguages", () => {
  it("finds a language by its own name, its English name or its code, ignoring case and accents", () => {
    const search = (query: string) => searchLanguages(LANGUAGES, query).map(({ code }) => code);
    expect(search("العربية")).toEqual(["ar"]);
    expect(search("arabic")).toEqual(["ar"]);
    expect(search("DEUTSCH")).toEqual(["de"]);
    expect(search("francais")).toEqual(["fr"]);
    expect(search("portug")).toEqual(["pt-BR", "pt-PT"]);
    expect(search("繁體")).toEqual(["zh-Hant"]);
    expect(search("pt-br")).toEqual(["pt-BR"]);
    expect(search("klingon")).toEqual([]);
  });

  it("keeps every language, in order, for an empty query", () => {
    expect(searchLanguages(LANGUAGES, "  ")).toEqual(LANGUAGES);
  });
});
