import { describe, expect, it } from "vitest";
import { checkLocale, describeProblem, pluralCategories } from "./locale-check";

const english = {
  title: "Settings",
  greeting: "Hello, {{name}}",
  nested: { label: "Deep" },
  files_one: "{{count}} file",
  files_other: "{{count}} files",
  messages_zero: "No messages",
  messages_one: "One message from {{sender}}",
  messages_other: "{{count}} messages from {{sender}}",
};

/** A complete Russian translation: one, few, many, other for plurals, and _zero as English. */
const russian = {
  title: "Настройки",
  greeting: "Привет, {{name}}",
  nested: { label: "Глубоко" },
  files_one: "{{count}} файл",
  files_few: "{{count}} файла",
  files_many: "{{count}} файлов",
  files_other: "{{count}} файла",
  messages_zero: "Нет сообщений",
  messages_one: "{{count}} сообщение от {{sender}}",
  messages_few: "{{count}} сообщения от {{sender}}",
  messages_many: "{{count}} сообщений от {{sender}}",
  messages_other: "{{count}} сообщения от {{sender}}",
};

describe("checkLocale", () => {
  it("passes a complete translation", () => {
    expect(checkLocale(english, russian, "ru")).toEqual([]);
  });

  it("finds a missing key, a missing plural form and an extra key", () => {
    const { title: _title, files_few: _few, ...rest } = russian;
    const problems = checkLocale(english, { ...rest, subtitle: "Лишний" }, "ru");
    expect(problems).toEqual([
      { kind: "missing", key: "title" },
      { kind: "missing", key: "files_few" },
      { kind: "extra", key: "subtitle" },
    ]);
  });

  it("wants the forms of the language's own plural rules, not English's", () => {
    // Japanese has one form; a `_one` copied from English is extra there.
    const japanese = {
      title: "設定",
      greeting: "こんにちは、{{name}}",
      nested: { label: "深い" },
      files_one: "{{count}} 個のファイル",
      files_other: "{{count}} 個のファイル",
      messages_zero: "メッセージなし",
      messages_other: "{{sender}} からのメッセージ {{count}} 件",
    };
    expect(checkLocale(english, japanese, "ja")).toEqual([{ kind: "extra", key: "files_one" }]);
  });

  it("needs all six Arabic forms, and _zero only where English has it or Arabic's rules do", () => {
    const arabic = {
      title: "الإعدادات",
      greeting: "مرحبًا يا {{name}}",
      nested: { label: "عميق" },
      files_zero: "لا ملفات",
      files_one: "ملف واحد",
      files_two: "ملفان",
      files_few: "{{count}} ملفات",
      files_many: "{{count}} ملفًا",
      messages_zero: "لا رسائل",
      messages_one: "رسالة واحدة من {{sender}}",
      messages_two: "رسالتان من {{sender}}",
      messages_few: "{{count}} رسائل من {{sender}}",
      messages_many: "{{count}} رسالة من {{sender}}",
      messages_other: "{{count}} رسالة من {{sender}}",
    };
    expect(checkLocale(english, arabic, "ar")).toEqual([{ kind: "missing", key: "files_other" }]);
  });

  it("finds a variable English lacks, and one the translation left out", () => {
    const problems = checkLocale(
      english,
      {
        ...russian,
        greeting: "Привет, {{nmae}}",
        messages_few: "{{count}} сообщения",
        files_one: "один файл",
      },
      "ru",
    );
    // `files_one` without {{count}} is allowed (a language may say the number in words).
    expect(problems).toEqual([
      { kind: "unknownVariable", key: "greeting", variable: "nmae" },
      { kind: "missingVariable", key: "greeting", variable: "name" },
      { kind: "missingVariable", key: "messages_few", variable: "sender" },
    ]);
  });

  it("finds empty strings, and a section given where English has a string", () => {
    const problems = checkLocale(english, { ...russian, title: " ", nested: "Глубоко" }, "ru");
    expect(problems).toEqual([
      { kind: "empty", key: "title" },
      { kind: "missing", key: "nested.label" },
      { kind: "extra", key: "nested" },
    ]);
  });

  it("finds a plain string where English has plural forms", () => {
    const { files_one: _1, files_few: _2, files_many: _3, files_other: _4, ...rest } = russian;
    const problems = checkLocale(english, { ...rest, files: "{{count}} файлов" }, "ru");
    expect(problems.map((problem) => problem.key)).toEqual([
      "files_one",
      "files_few",
      "files_many",
      "files_other",
      "files",
    ]);
  });

  it("says each problem in a line a translator can act on", () => {
    expect(describeProblem("ar", { kind: "missing", key: "a.b_few" })).toBe("ar: missing a.b_few");
    expect(describeProblem("ar", { kind: "unknownVariable", key: "a", variable: "x" })).toBe(
      "ar: a uses {{x}}, which English does not",
    );
  });
});

describe("pluralCategories", () => {
  it("reads each language's categories from Intl.PluralRules", () => {
    expect([...pluralCategories("ar")].sort()).toEqual(
      ["few", "many", "one", "other", "two", "zero"].sort(),
    );
    expect([...pluralCategories("pl")].sort()).toEqual(["few", "many", "one", "other"]);
    expect([...pluralCategories("ja")]).toEqual(["other"]);
    expect([...pluralCategories("en")].sort()).toEqual(["one", "other"]);
  });
});
