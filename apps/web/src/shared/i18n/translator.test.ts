import { describe, expect, it, vi } from "vitest";
import { createI18n, type TranslationKey } from ".";
import type { KeyPaths } from "./keys";
import { registerStrings } from "./lazy-strings";
import { Translator, type Strings } from "./translator";

const en = {
  greeting: "Hello",
  nested: { deeper: { label: "Deep label" } },
  welcome: "Welcome, {{name}}, to {{place}}",
  left: "{{count}} left",
  apples_one: "{{count}} apple",
  apples_other: "{{count}} apples",
  messages_zero: "No messages",
  messages_one: "One message",
  messages_other: "{{count}} messages",
  onlyInEnglish: "Only in English",
};

// A tiny Polish set: one, few, many, other are four different forms.
const pl = {
  greeting: "Cześć",
  apples_one: "{{count}} jabłko",
  apples_few: "{{count}} jabłka",
  apples_many: "{{count}} jabłek",
  apples_other: "{{count}} jabłka (ułamek)",
};

function translator(language = "en", extra: Record<string, Strings> = {}) {
  const onMissingKey = vi.fn();
  const instance = new Translator({ language, strings: { en, pl, ...extra }, onMissingKey });
  return { instance, t: instance.t, onMissingKey };
}

describe("Translator", () => {
  it("looks up top-level and nested keys", () => {
    const { t } = translator();
    expect(t("greeting")).toBe("Hello");
    expect(t("nested.deeper.label")).toBe("Deep label");
  });

  it("fills every placeholder and leaves one without a value visible", () => {
    const { t } = translator();
    expect(t("welcome", { name: "Ada", place: "Matinee" })).toBe("Welcome, Ada, to Matinee");
    expect(t("welcome", { name: "Ada" })).toBe("Welcome, Ada, to {{place}}");
    expect(t("welcome")).toBe("Welcome, {{name}}, to {{place}}");
  });

  it("does not escape values (React escapes when it renders)", () => {
    const { t } = translator();
    expect(t("welcome", { name: "<b>Ada</b>", place: "R&D" })).toBe("Welcome, <b>Ada</b>, to R&D");
  });

  it("picks the English plural form by count, and _zero for zero when there is one", () => {
    const { t } = translator();
    expect(t("apples", { count: 1 })).toBe("1 apple");
    expect(t("apples", { count: 2 })).toBe("2 apples");
    expect(t("apples", { count: 0 })).toBe("0 apples");
    expect(t("messages", { count: 0 })).toBe("No messages");
    expect(t("messages", { count: 1 })).toBe("One message");
    expect(t("messages", { count: 7 })).toBe("7 messages");
  });

  it("uses a plain key with a count when it has no plural forms", () => {
    const { t } = translator();
    expect(t("left", { count: 3 })).toBe("3 left");
  });

  it("picks plural forms with the language's own rules (Intl.PluralRules)", () => {
    const { t } = translator("pl");
    expect(t("apples", { count: 1 })).toBe("1 jabłko");
    expect(t("apples", { count: 3 })).toBe("3 jabłka");
    expect(t("apples", { count: 5 })).toBe("5 jabłek");
    expect(t("apples", { count: 22 })).toBe("22 jabłka");
    expect(t("apples", { count: 1.5 })).toBe("1,5 jabłka (ułamek)");
  });

  it("picks each of Arabic's six forms, Russian's four and Japanese's one", async () => {
    const ar = {
      files_zero: "لا ملفات",
      files_one: "ملف واحد",
      files_two: "ملفان",
      files_few: "{{count}} ملفات",
      files_many: "{{count}} ملفًا",
      files_other: "{{count}} ملف",
    };
    const ru = {
      files_one: "{{count}} файл",
      files_few: "{{count}} файла",
      files_many: "{{count}} файлов",
      files_other: "{{count}} файла",
    };
    const ja = { files_other: "{{count}} 個のファイル" };
    const instance = new Translator({ language: "ar", strings: { en, ar, ru, ja } });
    const forms = (counts: number[]) => counts.map((count) => instance.t("files", { count }));
    expect(forms([0, 1, 2, 3, 10, 11, 99, 100, 102])).toEqual([
      "لا ملفات",
      "ملف واحد",
      "ملفان",
      "3 ملفات",
      "10 ملفات",
      "11 ملفًا",
      "99 ملفًا",
      "100 ملف",
      "102 ملف",
    ]);
    await instance.changeLanguage("ru");
    expect(forms([1, 2, 5, 21, 22, 25, 111, 1.5])).toEqual([
      "1 файл",
      "2 файла",
      "5 файлов",
      "21 файл",
      "22 файла",
      "25 файлов",
      "111 файлов",
      "1,5 файла",
    ]);
    await instance.changeLanguage("ja");
    expect(forms([0, 1, 2, 100])).toEqual([
      "0 個のファイル",
      "1 個のファイル",
      "2 個のファイル",
      "100 個のファイル",
    ]);
  });

  it("writes numbers as the language does: its digits and separators, years never grouped", async () => {
    const fa = { apples_one: "{{count}} سیب", apples_other: "{{count}} سیب", year: "{{year}}" };
    const instance = new Translator({ language: "fa", strings: { en, fa } });
    expect(instance.t("apples", { count: 12 })).toBe("۱۲ سیب");
    expect(instance.t("year", { year: 2024 })).toBe("۲۰۲۴");
    await instance.changeLanguage("en");
    expect(instance.t("apples", { count: 12500 })).toBe("12,500 apples");
    expect(instance.t("welcome", { name: "Ada", place: 2024 })).toBe("Welcome, Ada, to 2024");
    // A string is left as it is.
    expect(instance.t("welcome", { name: "12345", place: "x" })).toBe("Welcome, 12345, to x");
  });

  it("falls back to English for a key the language lacks", () => {
    const { t, onMissingKey } = translator("pl");
    expect(t("greeting")).toBe("Cześć");
    expect(t("onlyInEnglish")).toBe("Only in English");
    expect(t("messages", { count: 2 })).toBe("2 messages");
    expect(onMissingKey).not.toHaveBeenCalled();
  });

  it("returns a missing key itself and reports it once", () => {
    const { t, onMissingKey } = translator();
    expect(t("nope.not.here")).toBe("nope.not.here");
    expect(t("nope.not.here")).toBe("nope.not.here");
    expect(t("nested")).toBe("nested"); // a section is not a string
    expect(onMissingKey.mock.calls).toEqual([
      ["nope.not.here", "en"],
      ["nested", "en"],
    ]);
  });

  it("keeps t until the language changes, then tells subscribers", async () => {
    const { instance } = translator();
    const before = instance.t;
    expect(instance.t).toBe(before);
    const listener = vi.fn();
    instance.subscribe(listener);
    await instance.changeLanguage("pl");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(instance.language).toBe("pl");
    expect(instance.t).not.toBe(before);
    expect(instance.t("greeting")).toBe("Cześć");
    expect(before("greeting")).toBe("Hello"); // an old t stays on its language
  });

  it("loads a language's strings before switching to it", async () => {
    const loadLanguage = vi.fn(() => Promise.resolve({ greeting: "Bonjour" }));
    const instance = new Translator({ language: "en", strings: { en }, loadLanguage });
    await instance.changeLanguage("fr");
    expect(loadLanguage).toHaveBeenCalledWith("fr");
    expect(instance.t("greeting")).toBe("Bonjour");
    expect(instance.t("onlyInEnglish")).toBe("Only in English");
    await instance.changeLanguage("en");
    await instance.changeLanguage("fr");
    expect(loadLanguage).toHaveBeenCalledTimes(1);
  });

  it("lets the last of overlapping language changes win", async () => {
    let finishFrench: (strings: Strings) => void = () => undefined;
    const loadLanguage = (language: string) =>
      language === "fr"
        ? new Promise<Strings>((resolve) => (finishFrench = resolve))
        : Promise.resolve(undefined);
    const instance = new Translator({ language: "en", strings: { en, pl }, loadLanguage });
    const french = instance.changeLanguage("fr");
    await instance.changeLanguage("pl");
    finishFrench({ greeting: "Bonjour" });
    await french;
    expect(instance.language).toBe("pl");
  });
});

describe("registerStrings", () => {
  it("reaches a translator created before and one created after", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const earlier = createI18n();
    const key = "lazyAreaForTest.title" as TranslationKey;
    expect(earlier.t(key)).toBe(key);
    registerStrings({ lazyAreaForTest: { title: "Loaded later" } });
    expect(earlier.t(key)).toBe("Loaded later");
    expect(createI18n().t(key)).toBe("Loaded later");
    expect(warn).toHaveBeenCalledTimes(1); // the lookup before registration
    warn.mockRestore();
  });
});

describe("createI18n", () => {
  it("has the bundled English strings from the first call", () => {
    const i18n = createI18n();
    expect(i18n.language).toBe("en");
    expect(i18n.t("app.name")).toBe("Matinee");
    expect(i18n.t("app.pageTitle", { title: "Nosferatu" })).toBe("Nosferatu - Matinee");
    expect(i18n.t("home.search.resultCount", { count: 1 })).not.toBe(
      i18n.t("home.search.resultCount", { count: 2 }),
    );
  });

  it("types its keys: a misspelt key or a template outside the tree does not compile", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { t } = createI18n();
    // @ts-expect-error: no such key
    expect(t("home.search.labl")).toBe("home.search.labl");
    // @ts-expect-error: a section, not a string
    expect(t("media.type")).toBe("media.type");
    // @ts-expect-error: plural forms are asked for by their base key
    expect(t("home.search.resultCount_one")).toBe("{{count}} title found");
    const kind = "movie" as "movie" | "tv";
    expect(t(`media.type.${kind}`)).toBe("Movie");
    const wrong = "movie" as "movie" | "film";
    // @ts-expect-error: "media.type.film" is not a key
    expect(t(`media.type.${wrong}`)).toBe("Movie");
    expect(warn.mock.calls).toEqual([
      ['[i18n] no string for "home.search.labl" in English'],
      ['[i18n] no string for "media.type" in English'],
    ]);
    warn.mockRestore();
  });
});

describe("KeyPaths", () => {
  it("folds plural forms into their base key, underscores elsewhere kept", () => {
    type Keys = KeyPaths<{
      a: { snake_case: string; item_count_one: string; item_count_other: string };
    }>;
    const keys: Keys[] = ["a.snake_case", "a.item_count"];
    // @ts-expect-error: a plural form is not a key of its own
    const form: Keys = "a.item_count_one";
    expect([...keys, form]).toHaveLength(3);
  });
});
