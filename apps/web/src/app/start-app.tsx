import type { AppConfig } from "@matinee/contracts";
import { isMediaPagePath } from "@matinee/domain";
import type { QueryClient } from "@tanstack/react-query";
import { startTransition, StrictMode, type ReactNode } from "react";
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
  /** Settles when the interface language's strings are in (start-up waits, then goes on). */
  languageReady: Promise<void>;
  services: AppServices;
  queryClient: QueryClient;
  history: History;
}

/** How long the first screen waits for its language's strings before it shows in English. */
export const LANGUAGE_LOAD_LIMIT_MS = 5_000;

/** How long the first screen waits for the account's code before it shows without it. */
export const ACCOUNT_LOAD_LIMIT_MS = 5_000;

type Gate = (app: ReactNode) => ReactNode;

/**
 * With an account, its sync loops (a chunk of their own: nothing loads for anyone else). The
 * app then waits behind the account's profile gate for the first restore (SPEC §4: user
 * loading, then router), except on a media page, whose stream is already on its way.
 */
async function startAccount(config: AppConfig, pathname: string): Promise<Gate | null> {
  if (!hasStoredAccount()) return null;
  const services = { backendUrl: config.backendUrl };
  const started = loadAccount().then((account) => ({
    account,
    runners: account.startAccountRunners(services),
  }));
  started.catch((error: unknown) => console.error("[account] the sync code did not load", error));
  if (isMediaPagePath(pathname)) return null;
  const ready = await waitAtMost(started, ACCOUNT_LOAD_LIMIT_MS);
  if (!ready) return null;
  const { ProfileGate } = ready.account;
  return (app) => (
    <ProfileGate firstRestore={ready.runners.firstRestore} services={services}>
      {app}
    </ProfileGate>
  );
}

/**
 * The app itself, second step of the start-up (main.tsx is the first): the account's start,
 * the router and its pages, then the first render into `container`.
 */
export async function startApp(container: HTMLElement, started: StartedState): Promise<void> {
  const { config, i18n, languageReady, services, queryClient, history } = started;
  const router = createAppRouter(config, history);
  // A media page opened from inside the app starts its work on the navigation (and its code loads
  // as the viewer points at a link to one); runs for the life of the page.
  startMediaPagesAhead(router, { queryClient, services, preloadMediaPage });
  // Pings /ping.txt for the offline banner (SPEC §4); runs for the life of the page.
  startConnectivityRunner({ onChange: (isOnline) => connectivityStore.setState({ isOnline }) });
  const { pathname } = router.state.location;
  const accountGate = startAccount(config, pathname);

  // The first page's code (a lazy chunk) loads before the first render, so the page appears at
  // once instead of after a flash of the loading screen (which, shown first, would hold the page
  // back a further 300 ms: React's pause before it replaces a Suspense fallback). On /discover
  // its lists load side by side with it.
  if (isMediaPagePath(pathname)) await waitAtMost(preloadMediaPage(), MEDIA_PRELOAD_LIMIT_MS);
  if (/^\/discover\/?$/.test(pathname)) {
    // A task of its own: the start-up task is the longest of a first visit already.
    setTimeout(() => prefetchDiscover(queryClient, services), 0);
    await waitAtMost(preloadDiscoverPage(), 1_000);
  }

  const gate = await accountGate;
  // The first screen in its own language, not English a moment before (strings that did not
  // load leave the interface in English; shared/i18n reports it).
  await waitAtMost(languageReady, LANGUAGE_LOAD_LIMIT_MS);
  const pages = <RouterProvider router={router} />;

  const app = createRoot(container);
  // A transition: React renders the first screen in slices and lets the browser in between, so
  // a stream that is already loading (the media page) reads its segments on time, and no single
  // long task holds the page.
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient} services={services}>
          <ErrorBoundary>{gate ? gate(pages) : pages}</ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  });
}
