// The strings of the interface: typed keys, `{{name}}` values, plurals, lazily added areas.
export {
  createI18n,
  type EnglishStrings,
  type I18n,
  type TFunction,
  type TranslationKey,
} from "./i18n";
export {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type DurationParts,
} from "./format";
export {
  applyDocumentLanguage,
  applyRemoteLanguage,
  chooseLanguage,
  startInterfaceLanguage,
} from "./interface-language";
export { detectLanguage, matchLanguage, OFFERED_LANGUAGES, textDirection } from "./language-tags";
export { registerStrings } from "./lazy-strings";
export { I18nProvider, useFormat, useTranslation, type Formatters } from "./react";
export type { TranslationValues } from "./translator";
