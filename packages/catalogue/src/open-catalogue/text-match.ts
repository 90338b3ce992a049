/**
 * How the open catalogue compares titles with what a viewer typed: case-insensitive, accents
 * folded ("Häxan" = "haxan"), "&" read as "and", punctuation ignored.
 */

const APOSTROPHES = /[\u2018\u2019\u02bc`\u00b4]/g;
/** Anything but letters, digits, apostrophes and dots separates words. */
const SEPARATORS = /[^\p{L}\p{N}'.]+/u;
/** Apostrophes and dots join a word's parts: "wouldn't" -> "wouldnt", "D.O.A." -> "doa". */
const JOINERS = /['.]+/g;

/** Lower case, accents and other marks removed, curly apostrophes straightened. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(APOSTROPHES, "'")
    .replace(/&/g, " and ")
    .toLowerCase();
}

/** The words of a query or title, punctuation removed: "Steamboat Bill, Jr." -> steamboat bill jr. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(SEPARATORS)
    .map((chunk) => chunk.replace(JOINERS, ""))
    .filter((word) => word.length > 0);
}

/**
 * The words a title can be found by: each joined word, plus the parts around its apostrophes and
 * dots, so "Jeanne d'Arc" is found by "darc", "d'arc" and "arc".
 */
export function indexWords(text: string): string[] {
  const words = new Set<string>();
  for (const chunk of foldText(text).split(SEPARATORS)) {
    const joined = chunk.replace(JOINERS, "");
    if (joined) words.add(joined);
    for (const part of chunk.split(JOINERS)) if (part) words.add(part);
  }
  return [...words];
}

/** A whole title in comparable form: its search words joined by single spaces. */
export function titleKey(text: string): string {
  return searchWords(text).join(" ");
}
