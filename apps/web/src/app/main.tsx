import { importPredecessorLibrary } from "../features/library";
// The one eager piece of the watch feature (its index.ts is the lazy media page).
import { loadMediaPageStart, prefetchTitle } from "../features/watch/start-up/title-ahead";
import { createI18n } from "../shared/i18n";
import { waitAtMost } from "../shared/lib/wait-at-most";
import { getConfig } from "./config";
import { MEDIA_PRELOAD_LIMIT_MS, opensOnMediaPage } from "../features/watch/start-up/first-page";
import { createAppHistory } from "./history";
import { createQueryClient } from "./query-client";
import { createAppServices } from "./services";
import { showStartFailure } from "./start-failure";
import "./styles.css";

// Start-up comes in two steps. This entry chunk is the first: configuration, stored data,
// strings and services, and on a media page its stream. The app itself (React DOM, the router
// and the pages: most of the code) is the second, a chunk loaded beside this one (see
// vite.config.ts) and run after it.
const config = getConfig();
// The library stores load from localStorage as they are created; the predecessor's data joins
// them here, before anything reads them (SPEC §4: migration first).
importPredecessorLibrary();
const i18n = createI18n();
const services = createAppServices(config);
const queryClient = createQueryClient();
const history = createAppHistory(config);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * Opening on a media page: its title is asked for and its stream searched and started before the
 * app runs (the page takes them over), and the app waits for that (`startMediaPage` says how
 * long). Evaluating the app's code and rendering its first screen take this thread for a long
 * while; done first, they held the stream's playlists and segments back.
 */
async function startFirstPage(): Promise<void> {
  const first = history.location;
  if (!opensOnMediaPage(first.pathname)) return;
  prefetchTitle(first, { queryClient, services });
  const started = loadMediaPageStart().then((watch) =>
    watch.startMediaPage(first, { queryClient, services, language: i18n.language }),
  );
  await waitAtMost(started, MEDIA_PRELOAD_LIMIT_MS);
}

void startFirstPage()
  .then(() => import("./start-app"))
  .then(
    ({ startApp }) => startApp(root, { config, i18n, services, queryClient, history }),
    (error: unknown) => {
      console.error("[start-up] the app's code did not load", error);
      showStartFailure(root, i18n);
    },
  );
