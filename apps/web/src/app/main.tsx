import { importPredecessorLibrary } from "../features/library";
import { startFirstPage } from "../features/watch";
import { startInterfaceLanguage } from "../shared/i18n";
import { setAppConfig } from "../shared/lib/config";
import { startTheme } from "../shared/theme";
import { getConfig } from "./config";
import { createAppHistory } from "./history";
import { startOnboardingGate } from "./onboarding-gate";
import { createQueryClient } from "./query-client";
import { createAppServices } from "./services";
import { showStartFailure } from "./start-failure";
import "./styles.css";

// Start-up comes in two steps. This entry chunk is the first: configuration, stored data,
// strings and services, and on a media page its stream. The app itself (React DOM, the router
// and the pages: most of the code) is the second, a chunk loaded beside this one (see
// vite.config.ts) and run after it.
const config = getConfig();
// Features read it through shared/lib/config.ts, from here on.
setAppConfig(config);
// index.html's script put the stored theme on the page before first paint; from here the store
// keeps it there (and takes the configured default when the viewer has chosen none).
startTheme(config.defaultTheme);
// The library stores load from localStorage as they are created; the predecessor's data joins
// them here, before anything reads them (SPEC §4: migration first).
importPredecessorLibrary();
// The interface language: stored, or detected from the browser on a first visit. Its strings
// (a chunk of their own, unless English) load beside the app's code; the app waits for them.
const language = startInterfaceLanguage();
const { i18n } = language;
const services = createAppServices(config);
const queryClient = createQueryClient();
const history = createAppHistory(config);
// With VITE_HAS_ONBOARDING, a viewer who has not chosen how streams are fetched goes to
// onboarding instead of a media page: decided here, before that page's stream starts below.
startOnboardingGate(history, config);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Opening on a media page, its title, stream search and player start before the app does
// (features/watch/start-up/README.md).
void startFirstPage(history.location, { queryClient, services, language: language.language })
  .then(() => import("./start-app"))
  .then(
    ({ startApp }) =>
      startApp(root, {
        config,
        i18n,
        languageReady: language.ready,
        services,
        queryClient,
        history,
      }),
    (error: unknown) => {
      console.error("[start-up] the app's code did not load", error);
      showStartFailure(root, i18n);
    },
  );
