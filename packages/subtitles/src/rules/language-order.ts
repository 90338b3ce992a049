import { isSameLanguage } from "@matinee/domain";

export interface LanguageOrderOptions {
  /** The viewer's subtitle language (last chosen, or the synced default): first. */
  preferred?: string | null;
  /** The interface language: next. */
  uiLanguage?: string | null;
  /** The language's display name, for the alphabetical rest (from Intl.DisplayNames in the app). */
  nameOf: (language: string) => string;
}

function makeCollator(locale: string | null | undefined): Intl.Collator {
  try {
    return new Intl.Collator(locale ?? undefined, { sensitivity: "base" });
  } catch {
    // Not a valid locale tag: the default collation still sorts sensibly.
    return new Intl.Collator(undefined, { sensitivity: "base" });
  }
}

/**
 * Captions in the order the lists show them (SPEC §2 lists): the preferred language first, then
 * the interface language, then the others alphabetically by name in the interface language.
 * Captions of one language keep their order. Returns a new array.
 */
export function sortByLanguagePriority<C extends { language: string }>(
  captions: readonly C[],
  options: LanguageOrderOptions,
): C[] {
  const { preferred, uiLanguage, nameOf } = options;
  const rank = (language: string) =>
    preferred && isSameLanguage(language, preferred)
      ? 0
      : uiLanguage && isSameLanguage(language, uiLanguage)
        ? 1
        : 2;
  const collator = makeCollator(uiLanguage);
  const names = new Map<string, string>();
  const name = (language: string) => {
    if (!names.has(language)) names.set(language, nameOf(language));
    return names.get(language) as string;
  };
  return [...captions].sort(
    (a, b) =>
      rank(a.language) - rank(b.language) || collator.compare(name(a.language), name(b.language)),
  );
}
