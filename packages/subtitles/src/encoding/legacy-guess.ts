import { decodeText } from "./text-decoder";
import { LEGACY_PROFILES, type LegacyProfile } from "./legacy-profiles";

/** Punctuation and signs that are ordinary in subtitles (quotes, dashes, ellipsis, €, °). */
const COMMON_SIGNS = new Set("‘’‚“”„–—…«»•·°€\u00a0©®™¡¿§");
const LETTER = /\p{L}/u;
const ASCII_LETTER = /[A-Za-z]/;

/** How many bytes of a file the guess looks at; plenty of text, cheap for a huge file. */
const SAMPLE_BYTES = 64 * 1024;

const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();

/**
 * How plausible `text` (a decoding) is as a file of the profile's languages: fitting letters
 * score, lower case more than upper (text is mostly lower case, and a KOI8-R/Windows-1251 mix-up
 * swaps case); foreign letters, stray symbols, undefined bytes, an upper-case letter inside a
 * lower-case word (or an ASCII capital right after an accented small letter), three or more
 * accented Latin letters in a row, a final sigma inside a word, and Cyrillic or Greek letters
 * glued to ASCII ones all cost.
 */
export function scoreDecoding(text: string, profile: LegacyProfile): number {
  let score = 0;
  let run = 0;
  // Every candidate decodes to characters of the Basic Multilingual Plane: one code unit each.
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      run = 0;
      continue;
    }
    const char = text[index] as string;
    if (code <= 0x9f || code === 0xfffd) {
      score -= 10;
      run = 0;
      continue;
    }
    if (!LETTER.test(char)) {
      score -= COMMON_SIGNS.has(char) ? 0 : 2;
      run = 0;
      continue;
    }
    const fits = profile.letters.includes(char.toLowerCase()) || profile.letters.includes(char);
    const upper = isUpper(char);
    score += fits ? (upper ? 1 : 2) : -1;
    const [before = "", after = ""] = [text[index - 1], text[index + 1]];
    if (upper && LETTER.test(before) && !isUpper(before)) score -= 3;
    if (!upper && ASCII_LETTER.test(after) && isUpper(after)) score -= 3;
    // Greek's final sigma ends a word; inside one it is a misread Cyrillic "т".
    if (char === "ς" && LETTER.test(after)) score -= 3;
    if (profile.script === "latin") {
      run += 1;
      if (run > 2) score -= 3;
    } else if (ASCII_LETTER.test(before) || ASCII_LETTER.test(after)) {
      score -= 3;
    }
  }
  return score;
}

const baseOf = (language: string | null | undefined) =>
  (language ?? "").toLowerCase().split(/[-_]/)[0] ?? "";

/** The language hint's weight per non-ASCII byte: a wrong letter costs 3, so a hint turns a
 * tie or a near tie (under one character in twelve telling the two apart) and nothing more. */
const HINT_PER_BYTE = 0.25;

/**
 * The likeliest single-byte encoding of `bytes` (already known not to be UTF-8): each profile's
 * decoding is scored, and the encodings used for `language` get a bonus that settles ties
 * (Czech and Western European text can decode to plausible letters either way) without
 * outvoting clear evidence. Windows-1252 when nothing tells them apart.
 */
export function guessLegacyEncoding(bytes: Uint8Array, language?: string | null): string {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const base = baseOf(language);
  const hint = HINT_PER_BYTE * sample.reduce((count, byte) => count + (byte >= 0x80 ? 1 : 0), 0);
  let best = { encoding: "windows-1252", score: -Infinity };
  for (const profile of LEGACY_PROFILES) {
    const text = decodeText(sample, profile.encoding);
    const score =
      scoreDecoding(text, profile) + (base && profile.languages.includes(base) ? hint : 0);
    if (score > best.score) best = { encoding: profile.encoding, score };
  }
  return best.encoding;
}
