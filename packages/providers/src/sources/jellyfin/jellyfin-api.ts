import * as z from "zod/mini";
import { notFound, ScrapeError } from "../../engine/errors";
import type { Fetcher } from "../../fetchers/fetcher";
import { expectOk } from "../source-kit";

/** The few fields of a Jellyfin/Emby item this provider reads. */
const itemSchema = z.object({
  Id: z.string(),
  Name: z.optional(z.string()),
  IndexNumber: z.optional(z.nullable(z.number())),
  ParentIndexNumber: z.optional(z.nullable(z.number())),
  ProviderIds: z.optional(z.record(z.string(), z.string())),
  MediaStreams: z.optional(
    z.array(
      z.object({
        Type: z.string(),
        Index: z.number(),
        Language: z.optional(z.nullable(z.string())),
        IsTextSubtitleStream: z.optional(z.boolean()),
      }),
    ),
  ),
});
export type JellyfinItem = z.infer<typeof itemSchema>;
const itemsSchema = z.object({ Items: z.array(itemSchema) });

export interface JellyfinServer {
  /** e.g. `https://jellyfin.home.example`, no trailing slash needed. */
  url: string;
  apiKey: string;
}

/** The TMDB id a Jellyfin/Emby item stores, whatever case the server wrote the key in. */
export function tmdbIdOf(item: JellyfinItem): string | undefined {
  const entry = Object.entries(item.ProviderIds ?? {}).find(
    ([key]) => key.toLowerCase() === "tmdb",
  );
  return entry?.[1];
}

/** GET an `{Items: [...]}` list; the key goes in X-Emby-Token, which Jellyfin and Emby both read. */
export async function getItems(
  fetch: Fetcher,
  server: JellyfinServer,
  path: string,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<JellyfinItem[]> {
  const response = await fetch(path, {
    baseUrl: server.url,
    query,
    headers: { "X-Emby-Token": server.apiKey, accept: "application/json" },
    signal,
  });
  if (response.statusCode === 401 || response.statusCode === 403) {
    throw new ScrapeError("fetch", "The Jellyfin server refused the API key", {
      status: response.statusCode,
    });
  }
  expectOk(response, "The Jellyfin server");
  const parsed = itemsSchema.safeParse(response.body);
  if (!parsed.success)
    throw new ScrapeError("invalidOutput", "Jellyfin answered in an unknown shape");
  return parsed.data.Items;
}

/** The item of `type` whose stored TMDB id is `tmdbId`, found through a title search. */
export async function findByTmdbId(
  fetch: Fetcher,
  server: JellyfinServer,
  options: { type: "Movie" | "Series"; title: string; tmdbId: string; signal: AbortSignal },
): Promise<JellyfinItem> {
  const items = await getItems(
    fetch,
    server,
    "/Items",
    {
      Recursive: "true",
      IncludeItemTypes: options.type,
      SearchTerm: options.title,
      Fields: "ProviderIds,MediaStreams",
    },
    options.signal,
  );
  const item = items.find((candidate) => tmdbIdOf(candidate) === options.tmdbId);
  if (!item) throw notFound(`No ${options.type.toLowerCase()} with TMDB id ${options.tmdbId}`);
  return item;
}
