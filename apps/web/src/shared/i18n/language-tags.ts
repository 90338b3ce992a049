// What the first visit needs to know about languages: which ones the interface offers, which
// way each is written and which of them suits the browser's. The names of every language are
// in languages.ts, loaded only where a list of languages is shown.
import { FALLBACK_LANGUAGE } from "./translator";

/**
 * The languages the interface offers: those with a complete translation (the completeness check
 * in locales.test.ts holds each to every key of English). Others in the registry (languages.ts)
 * join this list once their translation is complete.
 */
export const OFFERED_LANGUAGES: readonly string[] = [
  FALLBACK_LANGUAGE,
  "ar",
  "he",
  "fa",
  "ur",
  "hi",
  "bn",
  "ta",
  "th",
  "te",
  "mr",
  "zh",
  "zh-Hant",
  "ja",
  "ko",
  "ru",
  "uk",
  "tr",
  "vi",
  "el",
  "bg",
  "sr",
  "mk",
  "de",
  "fr",
  "es",
  "pt-BR",
  "pt-PT",
  "it",
  "nl",
  "pl",
  "cs",
  "sk",
  "sl",
  "hr",
  "sv",
  "da",
  "nb",
  "fi",
  "et",
  "lv",
  "lt",
  "hu",
  "ro",
  "ca",
  "gl",
  "eu",
  "id",
  "ms",
  "fil",
  "sw",
  "af",
  "sq",
  "az",
  "is",
];

/** Languages written right to left (base subtags); a tag with an Arabic or Hebrew script too. */
const RIGHT_TO_LEFT = new Set(["ar", "he", "fa", "ur", "ps", "ckb", "sd", "ug", "yi", "dv"]);
const RIGHT_TO_LEFT_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"]);

/** Languages read by the speakers of another when their own is missing (Norwegian: Bokmål). */
const READ_AS: Record<string, string> = { no: "nb", nn: "nb" };

/**
 * Regions whose Portuguese follows Portugal's (CLDR's parent locale pt-PT); any other region,
 * and plain "pt", reads Brazil's.
 */
const EUROPEAN_PORTUGUESE = new Set(
  ["PT", "AO", "MZ", "CV", "GW", "ST", "TL", "MO", "GQ", "CH", "LU"].map(
    (region) => `pt-${region}`,
  ),
);

/** The writing direction of a language tag. */
export function textDirection(tag: string): "ltr" | "rtl" {
  const locale = parse(tag);
  if (!locale) return "ltr";
  if (locale.script) return RIGHT_TO_LEFT_SCRIPTS.has(locale.script) ? "rtl" : "ltr";
  return RIGHT_TO_LEFT.has(locale.language) ? "rtl" : "ltr";
}

function parse(tag: string): Intl.Locale | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim().replace(/_/g, "-"));
    return canonical ? new Intl.Locale(canonical) : undefined;
  } catch {
    return undefined; // not a language tag
  }
}

interface Likely {
  language: string;
  script: string | undefined;
  region: string | undefined;
}

const likelyCache = new Map<string, Likely | undefined>();

/** Language, script and region, with the likely script and region filled in (zh-TW: Hant). */
function likely(tag: string): Likely | undefined {
  if (!likelyCache.has(tag)) likelyCache.set(tag, readLikely(tag));
  return likelyCache.get(tag);
}

function readLikely(tag: string): Likely | undefined {
  const locale = parse(tag);
  if (!locale) return undefined;
  const language = READ_AS[locale.language] ?? locale.language;
  const full = new Intl.Locale(language, {
    ...(locale.script ? { script: locale.script } : {}),
    ...(locale.region ? { region: locale.region } : {}),
  }).maximize();
  let region = full.region;
  if (language === "pt") region = EUROPEAN_PORTUGUESE.has(`pt-${region}`) ? "PT" : "BR";
  return { language, script: full.script, region };
}

/**
 * The language of `available` that best serves a reader of `tag`, or undefined: the same
 * language in the same script (zh-TW and zh-HK read zh-Hant, zh-CN and zh-SG read zh), the
 * same region when there is a choice (pt-AO reads pt-PT, pt and pt-BR read pt-BR), otherwise
 * the language's own (de-AT reads de). Legacy and alias tags count (iw: he, tl: fil, no: nb).
 */
export function matchLanguage(tag: string, available: readonly string[]): string | undefined {
  const wanted = likely(tag);
  if (!wanted) return undefined;
  let best: string | undefined;
  let bestScore = 0;
  for (const code of available) {
    const have = likely(code);
    if (!have || have.language !== wanted.language || have.script !== wanted.script) continue;
    const score = 1 + (have.region === wanted.region ? 1 : 0);
    if (score > bestScore) {
      best = code;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The interface language for a browser's preferences (`navigator.languages`, most wanted
 * first): the first preference any offered language serves, else English.
 */
export function detectLanguage(
  preferences: readonly string[],
  available: readonly string[] = OFFERED_LANGUAGES,
): string {
  for (const tag of preferences) {
    const match = matchLanguage(tag, available);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
