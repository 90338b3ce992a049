import type { Strings } from "./translator";

/**
 * The completeness check of a translation against English, the source of every key.
 *
 * Plural keys: a key whose last part ends in `_zero`, `_one`, `_two`, `_few`, `_many` or
 * `_other` is one form of a plural key (`count_one` is a form of `count`). A translation gives
 * a plural key exactly the forms its language's `Intl.PluralRules` has (Arabic six, Russian
 * four, Japanese one), plus `_zero` when English has one: there `_zero` is an explicit "none"
 * text that every language then writes (the translator picks it for a count of 0).
 *
 * Template variables: a translation uses no `{{name}}` that English does not (in any form of a
 * plural key), and keeps every one English always uses: each of a plain key's; in a plural key,
 * those of every counted English form but `count` (Arabic's one and two forms say the number in
 * words), and in the zero form those of English's zero form.
 */

const CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
type Category = (typeof CATEGORIES)[number];

const PLURAL_FORM = new RegExp(`^(.+)_(${CATEGORIES.join("|")})$`);
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

export type LocaleProblem =
  | { kind: "missing"; key: string }
  | { kind: "extra"; key: string }
  | { kind: "empty"; key: string }
  | { kind: "unknownVariable"; key: string; variable: string }
  | { kind: "missingVariable"; key: string; variable: string };

/** One key as `t` asks for it: a plain string, or the forms of a plural key by category. */
interface Entry {
  plain?: string;
  forms: Map<Category, string>;
}

/** Every leaf of a tree by dot path ("home.search.label"); a section's path is never a leaf. */
function flatten(tree: Strings, prefix = "", into = new Map<string, string>()) {
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** Leaves grouped by the key `t` takes: plural forms under their base key. */
function entries(tree: Strings): Map<string, Entry> {
  const grouped = new Map<string, Entry>();
  for (const [path, text] of flatten(tree)) {
    const plural = PLURAL_FORM.exec(path);
    const key = plural ? plural[1]! : path;
    let entry = grouped.get(key);
    if (!entry) {
      entry = { forms: new Map() };
      grouped.set(key, entry);
    }
    if (plural) entry.forms.set(plural[2] as Category, text);
    else entry.plain = text;
  }
  return grouped;
}

function variables(text: string): Set<string> {
  return new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!));
}

/** The plural categories of a language, by its own rules. */
export function pluralCategories(language: string): Set<Category> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories as Category[]);
}

/** The forms a plural key needs in `language`, given the forms English has. */
function neededForms(language: string, english: Entry): Set<Category> {
  const needed = pluralCategories(language);
  if (english.forms.has("zero")) needed.add("zero");
  return new Set(CATEGORIES.filter((category) => needed.has(category)));
}

/**
 * What is wrong with `translation` (the strings of `language`) against `english`: missing and
 * extra keys and plural forms, empty strings, and template variables English does not have
 * (or that the translation dropped). Empty when the translation is complete. Checking English
 * against itself finds plural keys that lack one of English's forms.
 */
export function checkLocale(
  english: Strings,
  translation: Strings,
  language: string,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const source = entries(english);
  const target = entries(translation);

  for (const [key, wanted] of source) {
    const have = target.get(key);
    const isPlural = wanted.forms.size > 0;
    if (isPlural) {
      const needed = neededForms(language, wanted);
      const allowed = new Set([...wanted.forms.values()].flatMap((text) => [...variables(text)]));
      // What every counted form of English says, but the number (the zero form is its own).
      const counted = [...wanted.forms].filter(([category]) => category !== "zero");
      const required = [...allowed].filter(
        (name) => name !== "count" && counted.every(([, text]) => variables(text).has(name)),
      );
      const zeroText = wanted.forms.get("zero");
      for (const category of needed) {
        const text = have?.forms.get(category);
        const form = `${key}_${category}`;
        if (text === undefined) problems.push({ kind: "missing", key: form });
        else if (category === "zero" && zeroText !== undefined) {
          problems.push(...checkText(form, text, allowed, [...variables(zeroText)]));
        } else problems.push(...checkText(form, text, allowed, required));
      }
      for (const category of have?.forms.keys() ?? []) {
        if (!needed.has(category)) problems.push({ kind: "extra", key: `${key}_${category}` });
      }
      if (have?.plain !== undefined) problems.push({ kind: "extra", key });
    } else {
      if (have?.plain === undefined) problems.push({ kind: "missing", key });
      else {
        const allowed = variables(wanted.plain ?? "");
        problems.push(...checkText(key, have.plain, allowed, [...allowed]));
      }
      for (const category of have?.forms.keys() ?? []) {
        problems.push({ kind: "extra", key: `${key}_${category}` });
      }
    }
  }
  for (const [key, have] of target) {
    if (source.has(key)) continue;
    if (have.plain !== undefined) problems.push({ kind: "extra", key });
    for (const category of have.forms.keys()) {
      problems.push({ kind: "extra", key: `${key}_${category}` });
    }
  }
  return problems;
}

function checkText(
  key: string,
  text: string,
  allowed: Set<string>,
  required: readonly string[],
): LocaleProblem[] {
  if (text.trim() === "") return [{ kind: "empty", key }];
  const used = variables(text);
  const problems: LocaleProblem[] = [];
  for (const variable of used) {
    if (!allowed.has(variable)) problems.push({ kind: "unknownVariable", key, variable });
  }
  for (const variable of required) {
    if (!used.has(variable)) problems.push({ kind: "missingVariable", key, variable });
  }
  return problems;
}

/** One line a person can act on: "ar: missing home.search.resultCount_few". */
export function describeProblem(language: string, problem: LocaleProblem): string {
  switch (problem.kind) {
    case "missing":
      return `${language}: missing ${problem.key}`;
    case "extra":
      return `${language}: ${problem.key} is not a key of English (or not a form this language has)`;
    case "empty":
      return `${language}: ${problem.key} is empty`;
    case "unknownVariable":
      return `${language}: ${problem.key} uses {{${problem.variable}}}, which English does not`;
    case "missingVariable":
      return `${language}: ${problem.key} leaves out {{${problem.variable}}}`;
  }
}
