import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "../shared/router";
import { prefetchDiscover } from "../features/discover";
import { importPredecessorLibrary } from "../features/library";
// The one eager piece of the watch feature (its index.ts is the lazy media page).
import { prefetchTitle } from "../features/watch/title-ahead";
import { createI18n } from "../shared/i18n";
import { connectivityStore } from "../shared/lib/connectivity-store";
import { AppProviders } from "./AppProviders";
import { getConfig } from "./config";
import { startConnectivityRunner } from "./connectivity-runner";
import { ErrorBoundary } from "./ErrorBoundary";
import { MEDIA_PRELOAD_LIMIT_MS, opensOnMediaPage, waitAtMost } from "./first-page";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { preloadDiscoverPage, preloadMediaPage } from "./routes";
import { startMediaPagesAhead } from "./media-page-ahead";
import { createAppServices } from "./services";
import "./styles.css";

// Start-up: configuration, strings, services, then the router. Later issues add the stored-data
// migration and the account restore here, before the router renders.
const config = getConfig();
// The library stores load from localStorage as they are created; the predecessor's data joins
// them here, before anything renders (SPEC §4: migration first).
importPredecessorLibrary();
const i18n = createI18n();
const services = createAppServices(config);
const queryClient = createQueryClient();
const router = createAppRouter(config);
// A media page opened from inside the app starts its work on the navigation (and its code loads
// as the viewer points at a link to one); runs for the life of the page.
startMediaPagesAhead(router, { queryClient, services, preloadMediaPage });
// Pings /ping.txt for the offline banner (SPEC §4); runs for the life of the page.
startConnectivityRunner({ onChange: (isOnline) => connectivityStore.setState({ isOnline }) });

// Opening on /discover: the page's code and its lists load side by side, not one after the
// other, and the first render waits (1 s at most) for the code: a loading screen first would
// hold the page back a further 300 ms (React's pause before it replaces a Suspense fallback).
// The router's first location: the address path, or with hash routing what follows `#`.
const firstLocation = router.state.location;
let discoverReady: Promise<unknown> | null = null;
if (/^\/discover\/?$/.test(firstLocation.pathname)) {
  discoverReady = preloadDiscoverPage(); // A failure shows when the page itself loads.
  // A task of its own: the start-up task is the longest of a first visit already.
  setTimeout(() => prefetchDiscover(queryClient, services), 0);
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * Opening on a media page: its code (a lazy chunk) loads before the first render, so the page
 * appears at once instead of after a flash of the loading screen. (No top-level await: with one,
 * the bundler splits the entry apart so that lazy chunks cannot wait on it.)
 */
async function renderApp(container: HTMLElement) {
  if (opensOnMediaPage(firstLocation.pathname)) {
    // The title's details are asked for now; the stream search starts as soon as the page's code
    // is here and they have come, not as the page renders. The first render (long, and
    // blocking) waits for the details and gives the search a short head start, so a quick
    // search opens the page on the player.
    prefetchTitle(firstLocation, { queryClient, services });
    const started = preloadMediaPage().then((watch) =>
      watch.startMediaPage(firstLocation, { queryClient, services, language: i18n.language }),
    );
    await waitAtMost(started, MEDIA_PRELOAD_LIMIT_MS);
  }
  if (discoverReady) await waitAtMost(discoverReady, 1_000);
  const app = createRoot(container);
  // A transition: React renders the first screen in slices and lets the browser in between, so
  // a stream that is already loading (the media page) reads its playlists on time, and no single
  // long task holds the page.
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient} services={services}>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  });
}

void renderApp(root);
