import { indexWords, searchWords, titleKey } from "./text-match";

/** One searchable title. */
export interface SearchEntry<T> {
  readonly item: T;
  readonly kind: "movie" | "tv";
  readonly id: number;
  readonly rank: number;
  readonly year: number | null;
  /** Comparable forms of the title and the original title. */
  readonly keys: readonly string[];
  /** Words of the title and the original title (text-match.ts indexWords). */
  readonly words: readonly string[];
}

export function createSearchEntry<T>(
  item: T,
  fields: { kind: "movie" | "tv"; id: number; rank: number; year: number | null; titles: string[] },
): SearchEntry<T> {
  return {
    item,
    kind: fields.kind,
    id: fields.id,
    rank: fields.rank,
    year: fields.year,
    keys: fields.titles.map(titleKey),
    words: [...new Set(fields.titles.flatMap(indexWords))],
  };
}

/** How well a title matches: exact title, title starting with the query, or any other match. */
const Tier = { Exact: 0, Prefix: 1, Other: 2 } as const;
type Tier = (typeof Tier)[keyof typeof Tier];

const YEAR = /^\d{4}$/;

function tierOf<T>(entry: SearchEntry<T>, queryWords: readonly string[]): Tier | null {
  const titleWords: string[] = [];
  for (const word of queryWords) {
    const inTitle = entry.words.some((candidate) => candidate.startsWith(word));
    if (inTitle) titleWords.push(word);
    else if (!(YEAR.test(word) && Number(word) === entry.year)) return null;
  }
  if (titleWords.length === 0) return Tier.Other;
  const key = titleWords.join(" ");
  if (entry.keys.includes(key)) return Tier.Exact;
  if (entry.keys.some((candidate) => candidate.startsWith(key))) return Tier.Prefix;
  return Tier.Other;
}

/**
 * The titles matching a query, best first. Every query word must start a word of the title or
 * the original title; a four-digit word may instead be the release year. Exact titles come
 * first, then titles that start with the query, then the rest; within each, editorial rank
 * (films before series on a tie, then by id, so the order is total and stable).
 */
export function searchEntries<T>(entries: readonly SearchEntry<T>[], query: string): T[] {
  const queryWords = searchWords(query);
  if (queryWords.length === 0) return [];
  const matches: Array<{ entry: SearchEntry<T>; tier: Tier }> = [];
  for (const entry of entries) {
    const tier = tierOf(entry, queryWords);
    if (tier !== null) matches.push({ entry, tier });
  }
  matches.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.entry.rank - b.entry.rank ||
      (a.entry.kind === b.entry.kind ? 0 : a.entry.kind === "movie" ? -1 : 1) ||
      a.entry.id - b.entry.id,
  );
  return matches.map((match) => match.entry.item);
}
