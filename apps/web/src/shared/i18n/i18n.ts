import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { receiveRegisteredStrings } from "./lazy-strings";
import account from "./locales/en/account.json";
import common from "./locales/en/common.json";
import type details from "./locales/en/details.json";
import type discover from "./locales/en/discover.json";
import home from "./locales/en/home.json";
import library from "./locales/en/library.json";
import pages from "./locales/en/pages.json";
import player from "./locales/en/player.json";
import scraping from "./locales/en/scraping.json";
import watch from "./locales/en/watch.json";

/**
 * English strings, one file per area so that areas can grow apart. Top-level keys are unique
 * across files (a later file would silently replace an earlier one's section). These areas load
 * with the app; the lazily loaded pages bring their own (see lazy-strings.ts).
 */
const en = {
  ...common,
  ...home,
  ...library,
  ...pages,
  ...watch,
  ...player,
  ...scraping,
  ...account,
};

/** Every interface language Matinee ships; English is the source and the fallback. */
export const resources = { en: { translation: en } } as const;

/** Every English string, including the areas lazily loaded features register. */
export type EnglishStrings = typeof en & typeof details & typeof discover;

/**
 * Creates an i18next instance with the bundled resources. Initialisation is synchronous (the
 * resources are in memory), so the very first render already has its strings.
 */
export function createI18n(language = "en"): i18n {
  const instance = i18next.createInstance();
  // With in-memory resources and initAsync off, init finishes before it returns.
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: "en",
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  receiveRegisteredStrings(instance);
  return instance;
}
