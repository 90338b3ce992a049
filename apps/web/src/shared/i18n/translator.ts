import { formatNumber } from "./format";

/** A tree of strings: sections nest, leaves are strings. One tree per language. */
export interface Strings {
  [key: string]: string | Strings;
}

/**
 * Values for `{{name}}` placeholders; `count` also picks the plural form. Numbers are written
 * in the language's digits (formatNumber); pass a string to keep a value as it is.
 */
export type TranslationValues = Record<string, string | number>;

/** Looks a key up in the current language; the key itself when no language has it. */
export type TFunction<Key extends string = string> = (
  key: Key,
  values?: TranslationValues,
) => string;

export interface TranslatorOptions {
  /** The interface language, a BCP 47 tag such as "en" or "pt-BR". */
  language: string;
  /** The strings known now, by language. More can be added later (see addStrings). */
  strings: Record<string, Strings>;
  /** Where a missing key is reported, once per key and language. */
  onMissingKey?: (key: string, language: string) => void;
  /** Fetches a language's strings the first time changeLanguage asks for it. */
  loadLanguage?: (language: string) => Promise<Strings | undefined>;
}

/** The language every other one falls back to, and the source of every key. */
export const FALLBACK_LANGUAGE = "en";

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The strings store: a language, a string tree per language and `t`. Keys are dot paths into
 * the tree; plural forms are sibling keys with the CLDR category as suffix (`count_one`,
 * `count_other`, and `count_zero` for zero when a language wants it), chosen by `values.count`
 * through `Intl.PluralRules`. A key missing from the language falls back to English.
 *
 * `t` keeps its identity until the language changes, so it can sit in React dependency lists.
 */
export class Translator<Key extends string = string> {
  #language: string;
  readonly #strings = new Map<string, Strings>();
  readonly #plurals = new Map<string, Intl.PluralRules>();
  readonly #reported = new Set<string>();
  readonly #listeners = new Set<() => void>();
  readonly #onMissingKey: TranslatorOptions["onMissingKey"];
  readonly #loadLanguage: TranslatorOptions["loadLanguage"];
  #t: TFunction<Key>;
  #requests = 0;

  constructor(options: TranslatorOptions) {
    this.#language = options.language;
    this.#onMissingKey = options.onMissingKey;
    this.#loadLanguage = options.loadLanguage;
    for (const [language, strings] of Object.entries(options.strings)) {
      this.addStrings(language, strings);
    }
    this.#t = this.#createT(this.#language);
  }

  get language(): string {
    return this.#language;
  }

  /** Bound to the current language: a new function after each language change. */
  get t(): TFunction<Key> {
    return this.#t;
  }

  /** Merges strings into a language's tree; existing keys are overwritten. */
  addStrings(language: string, strings: Strings): void {
    const current = this.#strings.get(language) ?? {};
    this.#strings.set(language, merge(current, strings));
  }

  /** Whether strings for the language are in memory. */
  hasLanguage(language: string): boolean {
    return this.#strings.has(language);
  }

  /**
   * Switches the interface language, loading its strings first when they are not in memory, so
   * the screen never flashes half-translated. A language nobody translated yet still switches
   * (dates and plurals follow it); its strings come from English. When calls overlap, the last
   * one wins.
   */
  async changeLanguage(language: string): Promise<void> {
    const request = ++this.#requests;
    let loaded = false;
    if (!this.hasLanguage(language) && this.#loadLanguage) {
      const strings = await this.#loadLanguage(language);
      if (strings) {
        this.addStrings(language, strings);
        loaded = true;
      }
    }
    if (request !== this.#requests) return;
    if (language === this.#language && !loaded) return;
    this.#language = language;
    this.#t = this.#createT(language);
    for (const listener of this.#listeners) listener();
  }

  /** Calls the listener after each language change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #createT(language: string): TFunction<Key> {
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    return (key, values) => {
      for (const candidate of languages) {
        const found = this.#find(candidate, key, values?.count);
        if (found !== undefined) return interpolate(found, values, language);
      }
      this.#reportMissing(key, language);
      return key;
    };
  }

  #find(language: string, key: string, count: string | number | undefined): string | undefined {
    const strings = this.#strings.get(language);
    if (!strings) return undefined;
    if (typeof count === "number") {
      const suffixes = count === 0 ? ["zero"] : [];
      suffixes.push(this.#pluralRules(language).select(count), "other");
      for (const suffix of suffixes) {
        const found = lookup(strings, `${key}_${suffix}`);
        if (found !== undefined) return found;
      }
    }
    return lookup(strings, key);
  }

  #pluralRules(language: string): Intl.PluralRules {
    let rules = this.#plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#plurals.set(language, rules);
    }
    return rules;
  }

  #reportMissing(key: string, language: string) {
    const id = `${language}:${key}`;
    if (this.#reported.has(id)) return;
    this.#reported.add(id);
    this.#onMissingKey?.(key, language);
  }
}

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Fills `{{name}}` placeholders, numbers in the language's own digits; one without a value stays
 * visible. No escaping: React does it.
 */
function interpolate(
  text: string,
  values: TranslationValues | undefined,
  language: string,
): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return typeof value === "number" ? formatNumber(language, value) : String(value);
  });
}

function merge(target: Strings, source: Strings): Strings {
  const merged: Strings = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof value === "object" && typeof existing === "object" ? merge(existing, value) : value;
  }
  return merged;
}
