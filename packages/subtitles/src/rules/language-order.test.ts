import { describe, expect, it } from "vitest";
import { sortByLanguagePriority } from "./language-order";

const NAMES: Record<string, string> = {
  en: "English",
  fi: "Finnish",
  de: "German",
  es: "Spanish",
  ar: "Arabic",
  "pt-BR": "Brazilian Portuguese",
  sv: "Swedish",
  custom: "Custom",
};
const nameOf = (language: string) => NAMES[language] ?? language;
const list = (...languages: string[]) =>
  languages.map((language, index) => ({ id: `${index}`, language }));
const languages = (items: { language: string }[]) => items.map((item) => item.language);

describe("sortByLanguagePriority", () => {
  it("puts the preferred language first, the interface language next, then the rest by name", () => {
    const sorted = sortByLanguagePriority(list("sv", "de", "en", "es", "fi", "ar"), {
      preferred: "fi",
      uiLanguage: "de",
      nameOf,
    });
    expect(languages(sorted)).toEqual(["fi", "de", "ar", "en", "es", "sv"]);
  });

  it("matches base languages (fin, en-US)", () => {
    const sorted = sortByLanguagePriority(list("de", "fin", "en-US"), {
      preferred: "fi",
      uiLanguage: "en",
      nameOf,
    });
    expect(languages(sorted)).toEqual(["fin", "en-US", "de"]);
  });

  it("sorts alphabetically by name without a preference", () => {
    expect(languages(sortByLanguagePriority(list("sv", "pt-BR", "ar"), { nameOf }))).toEqual([
      "ar",
      "pt-BR",
      "sv",
    ]);
  });

  it("keeps the order of captions in one language", () => {
    const items = list("en", "fi", "en", "fi");
    const sorted = sortByLanguagePriority(items, { preferred: "fi", nameOf });
    expect(sorted.map((item) => item.id)).toEqual(["1", "3", "0", "2"]);
  });

  it("returns a new array and leaves the input alone", () => {
    const items = list("sv", "ar");
    const sorted = sortByLanguagePriority(items, { nameOf });
    expect(sorted).not.toBe(items);
    expect(languages(items)).toEqual(["sv", "ar"]);
  });

  it("compares names as the interface language sorts them", () => {
    const names: Record<string, string> = { a: "Äiti", b: "Zulu", c: "Ozan" };
    const sorted = sortByLanguagePriority(list("b", "a", "c"), {
      uiLanguage: "fi",
      nameOf: (code) => names[code] ?? code,
    });
    // In Finnish, Ä sorts after Z.
    expect(languages(sorted)).toEqual(["c", "b", "a"]);
  });

  it("sorts with the default collation when the interface language is no valid tag", () => {
    expect(
      languages(sortByLanguagePriority(list("sv", "ar"), { uiLanguage: "not a tag!", nameOf })),
    ).toEqual(["ar", "sv"]);
  });
});
