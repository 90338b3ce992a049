import { subtitleListSchema, type SubtitleInfo } from "@matinee/contracts";
import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../../shared/lib/services";
import { useScreen } from "../screen/ScreenContext";
import type { WatchMeta } from "../watch-meta";
import { onlineEntry, type CaptionEntry } from "./caption-entries";

/** SPEC §9: a search's results are kept for an hour. */
const SEARCH_CACHE_MS = 60 * 60 * 1000;

/** What the online source found: entries, and whether a source could not answer. */
export interface OnlineSubtitles {
  entries: CaptionEntry[];
  /** A source was asked and failed (e.g. OpenSubtitles down): the list may be incomplete. */
  partial: boolean;
}

/** `GET /subtitles`'s query for the title (and episode) on screen. */
export function subtitleQuery(meta: WatchMeta): URLSearchParams {
  const query = new URLSearchParams({
    tmdbId: meta.tmdbId,
    type: meta.kind === "movie" ? "movie" : "show",
  });
  if (meta.kind === "tv") {
    query.set("season", String(meta.season.number));
    query.set("episode", String(meta.episode.number));
  }
  return query;
}

/**
 * The online subtitle source: Matinee's server (`GET /subtitles`, its library's sidecar files
 * and, when its operator set a key, OpenSubtitles), one interface whatever it asks behind it.
 */
export async function searchOnlineSubtitles(
  serverUrl: string,
  meta: WatchMeta,
  {
    fetch: fetchImpl = globalThis.fetch,
    signal,
  }: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<OnlineSubtitles> {
  const base = serverUrl.replace(/\/+$/, "");
  const response = await fetchImpl(`${base}/subtitles?${subtitleQuery(meta).toString()}`, {
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`The subtitle search answered ${response.status}`);
  const parsed = subtitleListSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("The subtitle search answered in an unknown shape");
  const items: SubtitleInfo[] = parsed.data.subtitles;
  return {
    entries: items.map((item) => onlineEntry(item, base)),
    partial: (parsed.data.unavailable ?? []).length > 0,
  };
}

/**
 * The online results for the title on screen, asked when `enabled` (the menu page is open, or
 * the viewer pressed "search"), kept an hour per title and episode.
 */
export function useOnlineSubtitles(enabled: boolean) {
  const { libraryUrl } = useServices();
  const { meta } = useScreen();
  return useQuery({
    queryKey: ["online-subtitles", libraryUrl, subtitleQuery(meta).toString()],
    queryFn: ({ signal }) => searchOnlineSubtitles(libraryUrl, meta, { signal }),
    enabled,
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    retry: 1,
  });
}
