import { LANGUAGE_TAG } from "@matinee/contracts";

/** The tag of a subtitle whose language nobody said (BCP 47 "undetermined"). */
export const UNDETERMINED = "und";

/**
 * OpenSubtitles' own codes that are not BCP 47 (its REST API uses two-letter codes throughout,
 * a few of them made up), as the tags they stand for.
 */
const OPENSUBTITLES_CODES: Readonly<Record<string, string>> = {
  ea: "es-419", // Spanish (Latin America)
  sp: "es-ES", // Spanish (Europe)
  pm: "pt-MZ", // Portuguese (Mozambique)
  ze: "zh", // Chinese bilingual
  me: "cnr", // Montenegrin
};

const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** The English name of a language tag ("es" → "Spanish"), or undefined for one ICU lacks. */
export function languageName(tag: string): string | undefined {
  if (tag === UNDETERMINED) return undefined;
  try {
    return englishNames.of(tag);
  } catch {
    return undefined;
  }
}

/**
 * A language code as a canonical BCP 47 tag, or null when it is not one: ISO 639-2 codes
 * become their ISO 639-1 equivalents where one exists ("spa" → "es", "ger" → "de"), case is
 * fixed ("PT-br" → "pt-BR"), old codes are replaced ("iw" → "he"). ICU's alias data does the work.
 */
export function canonicalLanguage(code: string): string | null {
  const lower = code.trim().toLowerCase();
  if (!LANGUAGE_TAG.test(lower)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(lower);
    return canonical && LANGUAGE_TAG.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
let byName: Map<string, string> | undefined;

/**
 * The ISO 639-1 tag of a language's English name ("Spanish" → "es", any case), or null. The
 * table is built on first use from ICU's names of every two-letter code.
 */
export function languageByName(name: string): string | null {
  if (!byName) {
    byName = new Map();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = canonicalLanguage(first + second); // "iw" → "he", "ji" → "yi"
        const english = code ? languageName(code) : undefined;
        if (code && english) byName.set(english.toLowerCase(), code);
      }
    }
  }
  return byName.get(name.trim().toLowerCase()) ?? null;
}

/** An OpenSubtitles language code as a BCP 47 tag; undetermined when it is none. */
export function openSubtitlesLanguage(code: string | null | undefined): string {
  if (!code) return UNDETERMINED;
  const mapped = OPENSUBTITLES_CODES[code.toLowerCase()] ?? code;
  return canonicalLanguage(mapped) ?? UNDETERMINED;
}

/** Whether a tag matches a filter tag: equal, or the filter is its language ("pt" ⊃ "pt-BR"). */
export function matchesLanguage(tag: string, filter: string): boolean {
  const lowerTag = tag.toLowerCase();
  const lowerFilter = filter.toLowerCase();
  return lowerTag === lowerFilter || lowerTag.startsWith(`${lowerFilter}-`);
}
