// The strings of the interface: typed keys, `{{name}}` values, plurals, lazily added areas.
export {
  createI18n,
  type EnglishStrings,
  type I18n,
  type TFunction,
  type TranslationKey,
} from "./i18n";
export { registerStrings } from "./lazy-strings";
export { I18nProvider, useTranslation } from "./react";
export type { TranslationValues } from "./translator";
