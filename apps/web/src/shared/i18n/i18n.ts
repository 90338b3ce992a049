import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./locales/en.json";

/** Every interface language Matinee ships; English is the source and the fallback. */
export const resources = { en: { translation: en } } as const;

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
  return instance;
}
