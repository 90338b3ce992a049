import * as z from "zod/mini";
import { ScrapeError } from "../../engine/errors";
import type { Fetcher } from "../../fetchers/fetcher";
import { expectOk } from "../source-kit";

/** The Internet Archive writes numbers as strings in places and as arrays in others. */
const looseNumber = z.pipe(
  z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))]),
  z.transform((value) => Number(Array.isArray(value) ? value[0] : value)),
);
const looseText = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) => (Array.isArray(value) ? (value[0] ?? "") : value)),
);

const searchSchema = z.object({
  response: z.object({
    docs: z.array(
      z.object({
        identifier: z.string(),
        title: z.optional(looseText),
        year: z.optional(looseNumber),
        downloads: z.optional(looseNumber),
      }),
    ),
  }),
});
export type ArchiveDoc = z.infer<typeof searchSchema>["response"]["docs"][number];

const metadataSchema = z.object({
  files: z._default(
    z.array(
      z.object({
        name: z.string(),
        format: z.optional(z.string()),
        source: z.optional(z.string()),
        size: z.optional(looseNumber),
        height: z.optional(looseNumber),
      }),
    ),
    [],
  ),
});
export type ArchiveFile = z.infer<typeof metadataSchema>["files"][number];

/** Lucene would read quotes, colons, brackets and the like as syntax: keep words only. */
function searchWords(title: string): string {
  return title.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

export interface ArchiveSearch {
  title: string;
  /** Only items from these years (a catalogue's year and the Archive's may differ by one). */
  years?: [number, number];
  collections: readonly string[];
}

/** advancedsearch.php: up to 20 movie items matching the title in the given collections. */
export async function searchArchive(
  fetch: Fetcher,
  baseUrl: string,
  search: ArchiveSearch,
  signal: AbortSignal,
): Promise<ArchiveDoc[]> {
  const clauses = [
    `title:(${searchWords(search.title)})`,
    "mediatype:(movies)",
    `collection:(${search.collections.join(" OR ")})`,
  ];
  if (search.years) clauses.push(`year:[${search.years[0]} TO ${search.years[1]}]`);
  const query = new URLSearchParams({ q: clauses.join(" AND "), rows: "20", output: "json" });
  for (const field of ["identifier", "title", "year", "downloads"]) query.append("fl[]", field);
  query.append("sort[]", "downloads desc");
  const response = await fetch(`${baseUrl}/advancedsearch.php?${query.toString()}`, { signal });
  expectOk(response, "The Internet Archive search");
  const parsed = searchSchema.safeParse(response.body);
  if (!parsed.success)
    throw new ScrapeError("invalidOutput", "Archive search answered in an unknown shape");
  return parsed.data.response.docs;
}

/** /metadata/{identifier}: the item's file list. */
export async function getArchiveFiles(
  fetch: Fetcher,
  baseUrl: string,
  identifier: string,
  signal: AbortSignal,
): Promise<ArchiveFile[]> {
  const response = await fetch(`${baseUrl}/metadata/${encodeURIComponent(identifier)}`, { signal });
  expectOk(response, "The Internet Archive metadata");
  const parsed = metadataSchema.safeParse(response.body);
  if (!parsed.success)
    throw new ScrapeError("invalidOutput", "Archive metadata answered in an unknown shape");
  return parsed.data.files;
}
