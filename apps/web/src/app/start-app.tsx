import type { AppConfig } from "@matinee/contracts";
import { isMediaPagePath } from "@matinee/domain";
import type { QueryClient } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { hasStoredAccount, loadAccount } from "../features/account";
import { prefetchDiscover } from "../features/discover";
import { MEDIA_PRELOAD_LIMIT_MS, startMediaPagesAhead } from "../features/watch";
import type { I18n } from "../shared/i18n";
import { connectivityStore } from "../shared/lib/connectivity-store";
import type { AppServices } from "../shared/lib/services";
import { waitAtMost } from "../shared/lib/wait-at-most";
import { RouterProvider, type History } from "../shared/router";
import { AppProviders } from "./AppProviders";
import { startConnectivityRunner } from "./connectivity-runner";
import { ErrorBoundary } from "./ErrorBoundary";
import { createAppRouter } from "./router";
import { preloadDiscoverPage, preloadMediaPage } from "./routes";

/** What main.tsx made at start-up, which the app takes over. */
export interface StartedState {
  config: AppConfig;
  i18n: I18n;
  services: AppServices;
  queryClient: QueryClient;
  history: History;
}

/**
 * The app itself, second step of the start-up (main.tsx is the first): the router and its
 * pages, then the first render into `container`. Later issues add the account restore here,
 * before the router renders.
 */
export async function startApp(container: HTMLElement, started: StartedState): Promise<void> {
  const { config, i18n, services, queryClient, history } = started;
  const router = createAppRouter(config, history);
  // A media page opened from inside the app starts its work on the navigation (and its code loads
  // as the viewer points at a link to one); runs for the life of the page.
  startMediaPagesAhead(router, { queryClient, services, preloadMediaPage });
  // Pings /ping.txt for the offline banner (SPEC §4); runs for the life of the page.
  startConnectivityRunner({ onChange: (isOnline) => connectivityStore.setState({ isOnline }) });
  // With an account, its sync loops (a chunk of their own: nothing loads for anyone else).
  if (hasStoredAccount()) {
    loadAccount().then(
      (account) => account.startAccountRunners({ backendUrl: config.backendUrl }),
      (error: unknown) => console.error("[account] the sync code did not load", error),
    );
  }

  // The first page's code (a lazy chunk) loads before the first render, so the page appears at
  // once instead of after a flash of the loading screen (which, shown first, would hold the page
  // back a further 300 ms: React's pause before it replaces a Suspense fallback). On /discover
  // its lists load side by side with it.
  const { pathname } = router.state.location;
  if (isMediaPagePath(pathname)) await waitAtMost(preloadMediaPage(), MEDIA_PRELOAD_LIMIT_MS);
  if (/^\/discover\/?$/.test(pathname)) {
    // A task of its own: the start-up task is the longest of a first visit already.
    setTimeout(() => prefetchDiscover(queryClient, services), 0);
    await waitAtMost(preloadDiscoverPage(), 1_000);
  }

  const app = createRoot(container);
  // A transition: React renders the first screen in slices and lets the browser in between, so
  // a stream that is already loading (the media page) reads its segments on time, and no single
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
