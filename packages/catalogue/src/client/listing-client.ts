import type { MediaKind } from "@matinee/domain";

export interface ListingClientOptions {
  /** A CORS proxy that forwards `?destination={url}` (the listing service sends no CORS headers). */
  proxyUrl: string;
  /** Default: the public listing API the predecessor's ids come from. */
  listingUrl?: string;
  fetch?: typeof fetch;
}

/** What the listing service knows of a title elsewhere. */
export interface ListingExternalIds {
  imdbId: string | null;
  tmdbId: string | null;
}

const LISTING_URL = "https://apis.justwatch.com";

/**
 * The streaming-listing service (SPEC §7, Other), only used to turn the predecessor's listing ids
 * into IMDb / TMDB ids. Its 400 and 404 mean "no such title" (null); other failures throw.
 */
export function createListingClient(options: ListingClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.listingUrl ?? LISTING_URL;

  return {
    async externalIds(
      kind: MediaKind,
      listingId: string,
      signal?: AbortSignal,
    ): Promise<ListingExternalIds | null> {
      const type = kind === "movie" ? "movie" : "show";
      const destination = `${base}/content/titles/${type}/${listingId}/locale/en_US`;
      const url = new URL(options.proxyUrl);
      url.searchParams.set("destination", destination);
      const response = await doFetch(url.toString(), { signal: signal ?? null });
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new Error(`Listing service answered ${response.status}`);
      // The schema (and the validation library) loads only when a legacy address needs it.
      const { listingTitleSchema } = await import("./listing-schema");
      const parsed = listingTitleSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      const ids = parsed.data.external_ids ?? [];
      const find = (provider: string) => {
        const match = ids.find((entry) => entry.provider === provider);
        return match ? String(match.external_id) : null;
      };
      return { imdbId: find("imdb"), tmdbId: find("tmdb") };
    },
  };
}

export type ListingClient = ReturnType<typeof createListingClient>;
