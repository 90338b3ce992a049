// Every interface language Matinee knows, by its own name and its English one. Loaded only
// where languages are listed (the settings page): the first visit needs just language-tags.ts.
import { OFFERED_LANGUAGES, textDirection } from "./language-tags";

export interface Language {
  /** BCP 47 tag: the folder of its strings (`locales/<code>/`) and the stored choice. */
  code: string;
  /** The language's name for itself, as its readers write it. */
  endonym: string;
  /** Its name in English (searching the list finds a language by either name). */
  english: string;
  dir: "ltr" | "rtl";
}

/** [code, own name, English name]: the direction follows from the code (language-tags.ts). */
const NAMES: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "English", "English"],
  ["ar", "العربية", "Arabic"],
  ["he", "עברית", "Hebrew"],
  ["fa", "فارسی", "Persian"],
  ["ur", "اردو", "Urdu"],
  ["ps", "پښتو", "Pashto"],
  ["ckb", "کوردیی ناوەندی", "Central Kurdish"],
  ["zh", "简体中文", "Chinese (Simplified)"],
  ["zh-Hant", "繁體中文", "Chinese (Traditional)"],
  ["ja", "日本語", "Japanese"],
  ["ko", "한국어", "Korean"],
  ["hi", "हिन्दी", "Hindi"],
  ["bn", "বাংলা", "Bengali"],
  ["ta", "தமிழ்", "Tamil"],
  ["te", "తెలుగు", "Telugu"],
  ["mr", "मराठी", "Marathi"],
  ["gu", "ગુજરાતી", "Gujarati"],
  ["kn", "ಕನ್ನಡ", "Kannada"],
  ["ml", "മലയാളം", "Malayalam"],
  ["pa", "ਪੰਜਾਬੀ", "Punjabi"],
  ["ne", "नेपाली", "Nepali"],
  ["si", "සිංහල", "Sinhala"],
  ["th", "ไทย", "Thai"],
  ["lo", "ລາວ", "Lao"],
  ["km", "ខ្មែរ", "Khmer"],
  ["my", "မြန်မာ", "Burmese"],
  ["vi", "Tiếng Việt", "Vietnamese"],
  ["id", "Bahasa Indonesia", "Indonesian"],
  ["ms", "Bahasa Melayu", "Malay"],
  ["fil", "Filipino", "Filipino"],
  ["tr", "Türkçe", "Turkish"],
  ["az", "Azərbaycan dili", "Azerbaijani"],
  ["kk", "Қазақ тілі", "Kazakh"],
  ["uz", "Oʻzbekcha", "Uzbek"],
  ["ky", "Кыргызча", "Kyrgyz"],
  ["mn", "Монгол", "Mongolian"],
  ["ka", "ქართული", "Georgian"],
  ["hy", "Հայերեն", "Armenian"],
  ["ru", "Русский", "Russian"],
  ["uk", "Українська", "Ukrainian"],
  ["be", "Беларуская", "Belarusian"],
  ["pl", "Polski", "Polish"],
  ["cs", "Čeština", "Czech"],
  ["sk", "Slovenčina", "Slovak"],
  ["sl", "Slovenščina", "Slovenian"],
  ["hr", "Hrvatski", "Croatian"],
  ["bs", "Bosanski", "Bosnian"],
  ["sr", "Српски", "Serbian"],
  ["mk", "Македонски", "Macedonian"],
  ["bg", "Български", "Bulgarian"],
  ["sq", "Shqip", "Albanian"],
  ["el", "Ελληνικά", "Greek"],
  ["ro", "Română", "Romanian"],
  ["hu", "Magyar", "Hungarian"],
  ["lt", "Lietuvių", "Lithuanian"],
  ["lv", "Latviešu", "Latvian"],
  ["et", "Eesti", "Estonian"],
  ["fi", "Suomi", "Finnish"],
  ["sv", "Svenska", "Swedish"],
  ["da", "Dansk", "Danish"],
  ["nb", "Norsk bokmål", "Norwegian Bokmål"],
  ["is", "Íslenska", "Icelandic"],
  ["de", "Deutsch", "German"],
  ["nl", "Nederlands", "Dutch"],
  ["af", "Afrikaans", "Afrikaans"],
  ["fr", "Français", "French"],
  ["it", "Italiano", "Italian"],
  ["es", "Español", "Spanish"],
  ["ca", "Català", "Catalan"],
  ["gl", "Galego", "Galician"],
  ["eu", "Euskara", "Basque"],
  ["pt-BR", "Português (Brasil)", "Portuguese (Brazil)"],
  ["pt-PT", "Português (Portugal)", "Portuguese (Portugal)"],
  ["ga", "Gaeilge", "Irish"],
  ["cy", "Cymraeg", "Welsh"],
  ["sw", "Kiswahili", "Swahili"],
  ["am", "አማርኛ", "Amharic"],
  ["yo", "Èdè Yorùbá", "Yoruba"],
  ["zu", "isiZulu", "Zulu"],
];

/** Every language the registry knows, translated or not yet. */
export const LANGUAGES: readonly Language[] = NAMES.map(([code, endonym, english]) => ({
  code,
  endonym,
  english,
  dir: textDirection(code),
}));

const byCode = new Map(LANGUAGES.map((language) => [language.code, language]));

/** The registry's entry for a code, if it has one. */
export function findLanguage(code: string): Language | undefined {
  return byCode.get(code);
}

/** The languages the interface offers (complete translations), English first. */
export function offeredLanguages(): Language[] {
  return OFFERED_LANGUAGES.map((code) => findLanguage(code)).filter(
    (language): language is Language => language !== undefined,
  );
}

/** Folds case and accents, so "francais" finds "Français" and "DEUTSCH" finds "Deutsch". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The languages whose own or English name (or code, or a name `alsoNamed` gives, such as the
 * language's name in the interface's language) contains the query, in the list's order. An
 * empty query keeps every one.
 */
export function searchLanguages(
  languages: readonly Language[],
  query: string,
  alsoNamed: (language: Language) => string | undefined = () => undefined,
): Language[] {
  const wanted = fold(query.trim());
  if (wanted === "") return [...languages];
  return languages.filter((language) =>
    [language.endonym, language.english, language.code, alsoNamed(language) ?? ""].some((name) =>
      fold(name).includes(wanted),
    ),
  );
}
