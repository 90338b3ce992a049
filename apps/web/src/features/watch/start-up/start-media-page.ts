import { parseMediaPageAddress } from "@matinee/domain";
import { preloadHls } from "@matinee/player";
import type { QueryClient } from "@tanstack/react-query";
import type { AppServices } from "../../../shared/lib/services";
import { waitAtMost } from "../../../shared/lib/wait-at-most";
import type { Path } from "../../../shared/router";
import { searchAhead } from "../../scraping";
import { startPlayerAhead } from "./screen-player";
import { untilStarted } from "./chrome-ready";
import { scrapeMediaOf } from "../screen/scrape-media";
import { resumePosition } from "../screen/start-position";
import { watchMetaQuery } from "../use-watch-meta";

/**
 * How long the first render may wait for a search started ahead of it: a quick search then
 * opens the page straight on the player, while a slow one shows the scraping screen.
 */
export const SEARCH_HEAD_START_MS = 250;

/**
 * Opening the app on a media page (`location`: its first location) starts at once what its
 * player waits for, in the order it needs it, before the app itself has started (see main.tsx).
 * The title's details go into the query cache (the page reads them from there), and as soon as
 * they are known the stream search starts (the page adopts it). A stream found within
 * {@link SEARCH_HEAD_START_MS} starts playing at once, full-window, in the player the page's screen
 * adopts. Resolves, for the app to start, once that stream shows its first frame (or is refused
 * autoplay, or fails; `FIRST_FRAME_WAIT_MS` at most), else once the search has ended or had
 * its head start, or once there is nothing to start: the app's start and first render are long,
 * and the stream's playlists and segments need this thread first. Anything that fails here is
 * left for the page to retry and show. `language` is the app's (the player prefers an audio track
 * in it).
 */
export async function startMediaPage(
  location: Pick<Path, "pathname" | "search">,
  { language = "en", ...deps }: StartDeps & { language?: string },
): Promise<void> {
  // hls.js (preloaded and compiled beside the entry chunk) runs its module a task later, after
  // this start's own work, while the title and the search are on their way.
  setTimeout(preloadHls, 0);
  const started = await startSearch(location, deps);
  if (!started) return;
  const { meta, searched } = started;
  const found = await waitAtMost(searched, SEARCH_HEAD_START_MS);
  if (!found) return;
  const episodeId = meta.kind === "tv" ? String(meta.episode.id) : undefined;
  const startAt = resumePosition(
    meta.tmdbId,
    episodeId,
    new URLSearchParams(location.search).get("t"),
  );
  const { player } = startPlayerAhead(meta.tmdbId, language, found, startAt);
  await untilStarted(player);
}

/**
 * A move to a media page from elsewhere in the app: its stream search starts as soon as the
 * title is known, instead of once the page has loaded and rendered (the page adopts it and
 * starts the player itself). Resolves once the search has started, or once there is nothing to
 * search.
 */
export async function searchMediaPageAhead(
  location: Pick<Path, "pathname">,
  deps: StartDeps,
): Promise<void> {
  await startSearch(location, deps);
}

interface StartDeps {
  queryClient: QueryClient;
  services: AppServices;
}

/** The title of the page at `location` (from the query cache) and the search started for it. */
async function startSearch(location: Pick<Path, "pathname">, { queryClient, services }: StartDeps) {
  const params = parseMediaPageAddress(location.pathname);
  if (!params || !services.metadata) return null;
  const query = watchMetaQuery(queryClient, services, params.ref, params.episodeIds);
  const meta = await queryClient.fetchQuery(query).catch(() => null);
  const media = meta && scrapeMediaOf(meta);
  if (!media) return null;
  return { meta, searched: searchAhead(services.libraryUrl, media) };
}
