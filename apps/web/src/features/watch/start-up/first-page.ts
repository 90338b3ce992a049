import { isMediaPagePath } from "@matinee/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { AppServices } from "../../../shared/lib/services";
import { waitAtMost } from "../../../shared/lib/wait-at-most";
import type { Path } from "../../../shared/router";
import { loadMediaPageStart, prefetchTitle } from "./title-ahead";

/**
 * Longest each start-up step waits on a media page: main.tsx for the page's own start
 * (`startFirstPage`: its code, title details, stream search and first frame), start-app.tsx for
 * the page's code before the first render. On a slow network the page shows its own loading
 * states instead.
 */
export const MEDIA_PRELOAD_LIMIT_MS = 2_000;

/**
 * Opening the app on a media page (`location`: its first location): its title is asked for and
 * its stream searched and started before the app runs (the page takes them over), and the app
 * waits for that, {@link MEDIA_PRELOAD_LIMIT_MS} at most (`startMediaPage` says what it waits
 * for). Evaluating the app's code and rendering its first screen take this thread for a long
 * while; done first, they held the stream's playlists and segments back. Resolves at once on any
 * other page. `language` is the app's (the player prefers an audio track in it).
 */
export async function startFirstPage(
  location: Pick<Path, "pathname" | "search">,
  deps: { queryClient: QueryClient; services: AppServices; language: string },
): Promise<void> {
  if (!isMediaPagePath(location.pathname)) return;
  prefetchTitle(location, deps);
  const started = loadMediaPageStart().then((start) => start.startMediaPage(location, deps));
  await waitAtMost(started, MEDIA_PRELOAD_LIMIT_MS);
}
