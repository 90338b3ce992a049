import { describe, expect, it } from "vitest";
import { OFFERED_LANGUAGES } from "./language-tags";
import { findLanguage } from "./languages";
import { checkLocale, describeProblem } from "./locale-check";
import type { Strings } from "./translator";

// The completeness check of `npm test` (and `npm run i18n:check`): every offered language has
// every key of English, no other key, the plural forms its rules need and no template variable
// English lacks. A language still being translated is not offered, so it is not held to this yet;
// `I18N_CHECK=fr,de npm run i18n:check` holds such languages to it too (for their translators).

const files = import.meta.glob<Strings>("./locales/*/*.json", { eager: true, import: "default" });

/** The locale files by language, each file by its name ("home.json"). */
function byLanguage(): Map<string, Map<string, Strings>> {
  const languages = new Map<string, Map<string, Strings>>();
  for (const [path, strings] of Object.entries(files)) {
    const [, language, file] = /^\.\/locales\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    if (!language || !file) continue;
    if (!languages.has(language)) languages.set(language, new Map());
    languages.get(language)?.set(file, strings);
  }
  return languages;
}

const locales = byLanguage();
const english = locales.get("en") ?? new Map<string, Strings>();

describe("English locale files", () => {
  it("never share a top-level section, so no file silently replaces another's strings", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, strings] of english) {
      for (const section of Object.keys(strings)) {
        const owner = owners.get(section);
        if (owner) clashes.push(`${section} in ${owner} and ${file}`);
        owners.set(section, file);
      }
    }
    expect(english.size).toBeGreaterThan(1);
    expect(clashes).toEqual([]);
  });

  it("give every plural key the forms English's rules have", () => {
    const problems = [...english].flatMap(([file, strings]) =>
      checkLocale(strings, strings, "en").map(
        (problem) => `${file}: ${describeProblem("en", problem)}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe("translations", () => {
  it("are kept only for languages of the registry, in its spelling of their codes", () => {
    const unknown = [...locales.keys()].filter((code) => findLanguage(code) === undefined);
    expect(unknown).toEqual([]);
  });

  it("exist for every offered language", () => {
    const missing = OFFERED_LANGUAGES.filter((code) => !locales.has(code));
    expect(missing).toEqual([]);
  });

  const environment = (globalThis as { process?: { env: Record<string, string | undefined> } })
    .process?.env;
  const inProgress = (environment?.I18N_CHECK ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "" && !OFFERED_LANGUAGES.includes(code));
  const checked = [...OFFERED_LANGUAGES.filter((code) => code !== "en"), ...inProgress];

  it.each(checked)(
    "%s is complete: file by file, every key of English and no other, each variable English has",
    (language) => {
      const translated = locales.get(language) ?? new Map<string, Strings>();
      const problems: string[] = [];
      for (const [file, source] of english) {
        const strings = translated.get(file);
        if (!strings) {
          problems.push(`${language}: no ${file}`);
          continue;
        }
        for (const problem of checkLocale(source, strings, language)) {
          problems.push(`${file}: ${describeProblem(language, problem)}`);
        }
      }
      for (const file of translated.keys()) {
        if (!english.has(file)) problems.push(`${language}: ${file} has no English counterpart`);
      }
      expect(problems).toEqual([]);
    },
  );
});
