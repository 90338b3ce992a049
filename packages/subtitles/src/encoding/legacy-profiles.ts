/**
 * Single-byte encodings subtitle files still come in, each with the languages that use it and
 * the letters those languages write beyond ASCII. The guess scores a decoding by how well its
 * non-ASCII characters fit these letters. Order matters: on a tie the earlier one wins, so
 * Turkish (whose ğ ı ş read as Croatian/Czech/Romanian đ ý ţ in Windows-1250, and not the other
 * way round) comes before Central European.
 */
export interface LegacyProfile {
  encoding: string;
  script: "latin" | "cyrillic" | "greek";
  /** Base language codes (ISO 639-1) whose files are usually in this encoding. */
  languages: readonly string[];
  /** Letters of those languages outside ASCII, lower case (plus upper-case ones whose lower
   * case is not one character, like Turkish İ). */
  letters: string;
}

// prettier-ignore
const WESTERN_LANGUAGES = [
  "en", "fi", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "no", "nb", "nn", "is", "ca",
  "gl", "eu", "ga", "af", "id", "ms", "sw", "et", "fo",
];
const WESTERN_LETTERS = "àáâãäåæçèéêëìíîïñòóôõöøùúûüÿßœ";
const CYRILLIC_LANGUAGES = ["ru", "uk", "be", "bg", "sr", "mk", "kk"];
const CYRILLIC_LETTERS = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґўђѓѕјљњћќџ";

export const LEGACY_PROFILES: readonly LegacyProfile[] = [
  {
    encoding: "windows-1252",
    script: "latin",
    languages: WESTERN_LANGUAGES,
    letters: WESTERN_LETTERS,
  },
  {
    encoding: "iso-8859-15",
    script: "latin",
    languages: WESTERN_LANGUAGES,
    letters: `${WESTERN_LETTERS}šž`,
  },
  { encoding: "windows-1254", script: "latin", languages: ["tr", "az"], letters: "çğıöşüâîûİ" },
  {
    encoding: "windows-1250",
    script: "latin",
    languages: ["pl", "cs", "sk", "hu", "sl", "hr", "bs", "ro", "sq"],
    letters: "ąćęłńóśźżčďěňřšťůžđáéíýôľĺŕăâîşţőűäöüç",
  },
  {
    encoding: "windows-1251",
    script: "cyrillic",
    languages: CYRILLIC_LANGUAGES,
    letters: CYRILLIC_LETTERS,
  },
  {
    encoding: "koi8-r",
    script: "cyrillic",
    languages: CYRILLIC_LANGUAGES,
    letters: CYRILLIC_LETTERS,
  },
  {
    encoding: "windows-1253",
    script: "greek",
    languages: ["el"],
    // ΐ and ΰ are left out: rare in Greek, but what Cyrillic's commonest letter "а" becomes.
    letters: "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋς",
  },
];
