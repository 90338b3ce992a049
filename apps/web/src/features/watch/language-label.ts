const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: "language" }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

/** A language's name for a caption menu ("en" -> "English"); the code when it has no name. */
export function languageLabel(code: string, locale = "en"): string {
  try {
    return displayNames(locale)?.of(code) ?? code;
  } catch {
    return code; // Not a well-formed language tag.
  }
}
