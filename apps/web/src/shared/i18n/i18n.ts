import type { KeyPaths } from "./keys";
import loadLocale from "virtual:matinee-locales";
import { receiveRegisteredStrings } from "./lazy-strings";
import type account from "./locales/en/account.json";
import type admin from "./locales/en/admin.json";
import common from "./locales/en/common.json";
import type details from "./locales/en/details.json";
import type discover from "./locales/en/discover.json";
import home from "./locales/en/home.json";
import library from "./locales/en/library.json";
import type onboarding from "./locales/en/onboarding.json";
import type pages from "./locales/en/pages.json";
import type player from "./locales/en/player.json";
import type scraping from "./locales/en/scraping.json";
import type settings from "./locales/en/settings.json";
import type watch from "./locales/en/watch.json";
import {
  FALLBACK_LANGUAGE,
  Translator,
  type Strings,
  type TFunction as Translate,
} from "./translator";

/**
 * English strings, one file per area so that areas can grow apart. Top-level keys are unique
 * across files (a later file would silently replace an earlier one's section). These areas load
 * with the app; the lazily loaded pages bring their own (see lazy-strings.ts).
 */
const en = {
  ...common,
  ...home,
  ...library,
};

/** Every English string, including the areas lazily loaded features register. */
export type EnglishStrings = typeof en &
  typeof account &
  typeof admin &
  typeof details &
  typeof discover &
  typeof onboarding &
  typeof pages &
  typeof player &
  typeof scraping &
  typeof settings &
  typeof watch;

/** Every key `t` accepts: `t("home.search.labl")` is a compile error, not a blank label. */
export type TranslationKey = KeyPaths<EnglishStrings>;

/** The app's translator: `t` takes only keys that exist in English. */
export type I18n = Translator<TranslationKey>;

/** The app's `t`, as passed to helpers that build strings outside components. */
export type TFunction = Translate<TranslationKey>;

/**
 * Other languages, loaded when first chosen: one file per language with every area of it
 * (`locales/<language>/*.json`, merged by scripts/locale-modules.ts). English, the source, is
 * bundled and registered above instead.
 */
async function loadLanguage(language: string): Promise<Strings | undefined> {
  return (await loadLocale(language)) as Strings | undefined;
}

function warnMissingKey(key: string, language: string) {
  const where = language === FALLBACK_LANGUAGE ? "English" : `${language} or English`;
  console.warn(`[i18n] no string for "${key}" in ${where}`);
}

/**
 * Creates a translator with the bundled English strings and every lazily registered area. The
 * very first render already has its strings. Another language shows English strings until its
 * own have loaded, then re-renders.
 */
export function createI18n(language = FALLBACK_LANGUAGE): I18n {
  const translator: I18n = new Translator<TranslationKey>({
    language,
    strings: { [FALLBACK_LANGUAGE]: en },
    onMissingKey: warnMissingKey,
    loadLanguage,
  });
  receiveRegisteredStrings(translator);
  if (language !== FALLBACK_LANGUAGE) void translator.changeLanguage(language);
  return translator;
}
