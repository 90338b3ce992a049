import type { QueryClient } from "@tanstack/react-query";
import type { AppServices } from "../../shared/lib/services";
import type { Path } from "../../shared/router";
import { searchAhead } from "../scraping";
import { startPlayerAhead } from "./player/screen-player";
import { scrapeMediaOf } from "./screen/scrape-media";
import { resumePosition } from "./screen/start-position";
import { mediaPageParams } from "./title-ahead";
import { watchMetaQuery } from "./use-watch-meta";

/**
 * How long the first render may wait for a search started ahead of it: a quick search then
 * opens the page straight on the player, while a slow one shows the scraping screen.
 */
export const SEARCH_HEAD_START_MS = 250;

/**
 * Opening the app on a media page (`location`: the router's first location) starts at once what its player waits for, in the order it
 * needs it, instead of step by step as the page renders. The title's details go into the query
 * cache (the page reads them from there), and as soon as they are known the stream search
 * starts (the page adopts it). A stream found within {@link SEARCH_HEAD_START_MS} starts
 * loading at once, in the player the page's screen adopts (its first render is long). Resolves
 * once the search has ended or had its head start, or once there is nothing to start; anything
 * that fails here is left for the page to retry and show. `language` is the app's (the player
 * prefers an audio track in it).
 */
export async function startMediaPage(
  location: Pick<Path, "pathname" | "search">,
  {
    queryClient,
    services,
    language = "en",
  }: { queryClient: QueryClient; services: AppServices; language?: string },
): Promise<void> {
  const params = mediaPageParams(location.pathname);
  if (!params || !services.metadata) return;
  const query = watchMetaQuery(queryClient, services, params.ref, params.episodeIds);
  const meta = await queryClient.fetchQuery(query).catch(() => null);
  const media = meta && scrapeMediaOf(meta);
  if (!media) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const headStart = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SEARCH_HEAD_START_MS);
  });
  const searched = searchAhead(services.libraryUrl, media);
  const found = await Promise.race([searched, headStart]);
  clearTimeout(timer);
  if (!found) return;
  const episodeId = meta.kind === "tv" ? String(meta.episode.id) : undefined;
  const startAt = resumePosition(
    meta.tmdbId,
    episodeId,
    new URLSearchParams(location.search).get("t"),
  );
  startPlayerAhead(meta.tmdbId, language, found, startAt);
}
