/** A caption's searchable names: its display name(s) and, if wished, its code. */
export type NamesOf<C> = (caption: C) => readonly string[];

/** Lower case, accents removed, so "espanol" finds "Español" and "FRAN" finds "français". */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), capped. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length] as number;
}

/** Whether the query's letters appear in `name` in order ("gmn" in "german"). */
function isSubsequence(query: string, name: string): boolean {
  let at = 0;
  for (const char of name) if (char === query[at]) at++;
  return at === query.length;
}

/**
 * How well a folded query matches one folded name, 0 (not at all) to 1 (exactly): a prefix of
 * the name or of one of its words beats a match inside it, which beats the letters in order; a
 * word's start within one typo per four letters ("portugese", "germna") still counts.
 */
export function matchScore(query: string, name: string): number {
  if (!query) return 1;
  if (name === query) return 1;
  if (name.startsWith(query)) return 0.9;
  const words = name.split(/[\s()\-,]+/).filter(Boolean);
  if (words.some((word) => word.startsWith(query))) return 0.8;
  if (name.includes(query)) return 0.6;
  const typos = Math.floor(query.length / 4);
  const isNear = (word: string) =>
    editDistance(query, word.slice(0, query.length), typos) <= typos ||
    editDistance(query, word, typos) <= typos;
  if (typos > 0 && words.some(isNear)) return 0.5;
  return query.length >= 3 && isSubsequence(query, name) ? 0.3 : 0;
}

/**
 * The captions whose names match `query` (SPEC §5: the subtitle lists search by language name,
 * fuzzily), best match first; equally good ones keep their order, so sorting by language
 * priority first gives a ranked, prioritised list. An empty query keeps everything.
 */
export function searchByLanguageName<C>(
  captions: readonly C[],
  query: string,
  namesOf: NamesOf<C>,
): C[] {
  const folded = foldForSearch(query);
  if (!folded) return [...captions];
  return captions
    .map((caption, index) => ({
      caption,
      index,
      score: Math.max(
        0,
        ...namesOf(caption).map((name) => matchScore(folded, foldForSearch(name))),
      ),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.caption);
}
