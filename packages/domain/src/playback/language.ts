const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!namesByLocale.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "language" });
    } catch {
      // Not a valid locale: callers fall back to the raw code.
    }
    namesByLocale.set(locale, names);
  }
  return namesByLocale.get(locale) ?? null;
}

/**
 * The base language of a tag, two letters where one exists: "eng" → "en", "pt-BR" → "pt",
 * "ger" → "de". Empty for "", "und" or a malformed tag.
 */
export function baseLanguage(tag: string): string {
  try {
    // Node reports "und" as undefined despite the typings; both mean "no language".
    const language = new Intl.Locale(tag).language as string | undefined;
    return !language || language === "und" ? "" : language;
  } catch {
    return "";
  }
}

/** Whether two language tags name the same base language ("eng" matches "en-GB"). */
export function isSameLanguage(a: string, b: string): boolean {
  const base = baseLanguage(a);
  return base !== "" && base === baseLanguage(b);
}

/** A language's name in `locale` ("de" → "German"); `fallback` (or the code) when unknown. */
export function languageName(tag: string, locale = "en", fallback = tag): string {
  if (baseLanguage(tag) === "") return fallback;
  try {
    return displayNames(locale)?.of(tag) ?? fallback;
  } catch {
    return fallback;
  }
}
