// The one part of the watch feature in the entry chunk (the app imports this module directly, not
// through index.ts, which is the lazy media page): keep it small.
import { parseMediaPageAddress } from "@matinee/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { AppServices } from "../../../shared/lib/services";
import type { Path } from "../../../shared/router";
import { watchMetaQuery } from "../use-watch-meta";

/**
 * The code that starts a media page ahead of the app (`startMediaPage`): a chunk of its own, with
 * the search and the player's engine but none of the page's screens, so the app can load it first
 * on a visit that opens on a media page.
 */
export const loadMediaPageStart = () => import("./start-media-page");

/**
 * Opening the app on a media page: the title's details are asked for at once, while the page's
 * own code (a lazy chunk) is still being evaluated. `startMediaPage` and the page read the same
 * query, so they wait for this answer instead of asking again.
 */
export function prefetchTitle(
  location: Pick<Path, "pathname">,
  { queryClient, services }: { queryClient: QueryClient; services: AppServices },
): void {
  const params = parseMediaPageAddress(location.pathname);
  if (!params || !services.metadata) return;
  // A failure is left for the page, which retries and shows it.
  void queryClient.prefetchQuery(
    watchMetaQuery(queryClient, services, params.ref, params.episodeIds),
  );
}
