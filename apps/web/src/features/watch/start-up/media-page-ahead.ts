import { isMediaPagePath, MEDIA_ADDRESS_PREFIX } from "@matinee/domain";
import { preloadHls } from "@matinee/player";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchTitle } from "./title-ahead";
import type { AppServices } from "../../../shared/lib/services";
import type { Router } from "../../../shared/router";
import type * as MediaPageChunk from "../media-page-chunk";

/** What the media page's chunk offers for starting ahead of the page. */
type MediaPageModule = Pick<typeof MediaPageChunk, "searchMediaPageAhead">;

/**
 * A move to a media page inside the app starts the page's work on the navigation itself: the
 * title's request, the page's code and hls.js go out side by side, then the stream search as soon
 * as the title is known (when coming from another page: the player's own episode changes search
 * as they always have), instead of one after the other once the page has loaded and rendered.
 * Pointing at (or focusing) a link to a media page already loads the page's code: the viewer is
 * about to click. Returns a function that stops it.
 */
export function startMediaPagesAhead(
  router: Pick<Router, "subscribe">,
  deps: {
    queryClient: QueryClient;
    services: AppServices;
    preloadMediaPage: () => Promise<MediaPageModule>;
  },
): () => void {
  // A failure is the page's to report, when it loads the chunk itself.
  const loadPage = () => deps.preloadMediaPage().catch(() => null);
  const unsubscribe = router.subscribe(({ location }, previous) => {
    if (location.pathname === previous.location.pathname) return;
    if (!isMediaPagePath(location.pathname)) return;
    prefetchTitle(location, deps);
    preloadHls();
    const fromElsewhere = !isMediaPagePath(previous.location.pathname);
    void loadPage().then((watch) => {
      if (watch && fromElsewhere) void watch.searchMediaPageAhead(location, deps);
    });
  });
  const onIntent = (event: Event) => {
    if (
      !(event.target instanceof Element) ||
      !event.target.closest(`a[href*="${MEDIA_ADDRESS_PREFIX}"]`)
    )
      return;
    void loadPage();
    stopIntent(); // The page's code is on its way; once is enough.
  };
  const stopIntent = () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  return () => {
    unsubscribe();
    stopIntent();
  };
}
