import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "../shared/router";
import { importPredecessorLibrary } from "../features/library";
import { createI18n } from "../shared/i18n";
import { connectivityStore } from "../shared/lib/connectivity-store";
import { AppProviders } from "./AppProviders";
import { getConfig } from "./config";
import { startConnectivityRunner } from "./connectivity-runner";
import { ErrorBoundary } from "./ErrorBoundary";
import { firstRoutePath, MEDIA_PRELOAD_LIMIT_MS, opensOnMediaPage, waitAtMost } from "./first-page";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { preloadMediaPage } from "./routes";
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
// Pings /ping.txt for the offline banner (SPEC §4); runs for the life of the page.
startConnectivityRunner({ onChange: (isOnline) => connectivityStore.setState({ isOnline }) });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * Opening on a media page: its code (a lazy chunk) loads before the first render, so the page
 * appears at once instead of after a flash of the loading screen. (No top-level await: with one,
 * the bundler splits the entry apart so that lazy chunks cannot wait on it.)
 */
async function renderApp(container: HTMLElement) {
  if (opensOnMediaPage(firstRoutePath(config.normalRouter, window.location))) {
    await waitAtMost(preloadMediaPage(), MEDIA_PRELOAD_LIMIT_MS);
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} services={services}>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}

void renderApp(root);
