import { lazy } from "react";
import { isLegacyMediaAddress, parseMediaPageAddress } from "@matinee/domain";
import { useTranslation } from "../shared/i18n";
import { useLocation, type RouteObject } from "../shared/router";
import { LoadingScreen } from "../shared/ui/LoadingScreen";
import { AboutPage, DmcaPage, JipPage, NotFoundPage, SupportPage } from "../features/pages";
import { hasStoredAccount, loadAccount, loadAuthFlows, loadAuthScreens } from "../features/account";
import type { SettingsServices } from "../features/settings";
import { appConfig } from "../shared/lib/config";
import { loadAdminPage } from "../features/admin";
import { loadDiscoverPage } from "../features/discover";
import { loadMediaPage } from "../features/watch";
import { loadOnboardingPages } from "../features/onboarding";
import { HomePage, LegacySearchRedirect, QuickSearch } from "../features/search";
import { AppShell, type AppShellProps } from "./AppShell";
import { lazyPage } from "./lazy-page";
import { RouteErrorScreen } from "./RouteErrorScreen";

// The media page (and hls.js behind it) is not part of the first-visit bundle. main.tsx preloads
// it when the first address is a media page.
const media = lazyPage(loadMediaPage, (module) => module.MediaPage);
const MediaPage = media.Page;
export const preloadMediaPage = media.preload;
// Discover and title details load on demand too; main.tsx preloads discover (and its data) when
// the first address is /discover.
const discover = lazyPage(loadDiscoverPage, (module) => module.DiscoverPage);
const DiscoverPage = discover.Page;
export const preloadDiscoverPage = discover.preload;
const TitleDetailsPage = lazy(() =>
  import("../features/details").then((module) => ({ default: module.TitleDetailsPage })),
);
// The account screens and their passphrase crypto load only when one is opened.
const RegisterPage = lazy(() =>
  loadAuthScreens().then((module) => ({ default: module.RegisterPage })),
);
const LoginPage = lazy(() => loadAuthScreens().then((module) => ({ default: module.LoginPage })));
// The settings page and everything of the account it shows load on demand (issue 15). The page
// gets the account's loaders from here: its own chunk never imports the account's index.
const SettingsPage = lazy(() =>
  import("../features/settings").then((module) => ({ default: module.SettingsPage })),
);
let settingsServices: SettingsServices | undefined;
function SettingsRoute() {
  settingsServices ??= {
    account: { backendUrl: appConfig().backendUrl },
    loadAccount,
    loadAuthFlows,
    hasAccount: () => hasStoredAccount(),
  };
  return <SettingsPage services={settingsServices} />;
}
// Onboarding's three pages share one chunk, loaded when one of them is opened. One lazy
// component shows them all, so moving between them (loaded once) never suspends.
type OnboardingPageName = "OnboardingStartPage" | "OnboardingExtensionPage" | "OnboardingProxyPage";
const OnboardingPage = lazy(() =>
  loadOnboardingPages().then((pages) => ({
    default: function OnboardingRoute({ name }: { name: OnboardingPageName }) {
      const Page = pages[name];
      return <Page />;
    },
  })),
);
const AdminPage = lazy(() => loadAdminPage().then((module) => ({ default: module.AdminPage })));
const LegacyMediaRedirect = lazy(() =>
  import("../features/details").then((module) => ({ default: module.LegacyMediaRedirect })),
);

/**
 * The media page, unless the address is a legacy one (resolved and replaced) or names no title
 * (the not-found page, so the media page's chunk needs none of the site's pages). Its chunk
 * loads without suspending (see `useLoaded`): the player appears as soon as it can.
 */
function MediaRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loaded = media.useLoaded();
  if (isLegacyMediaAddress(pathname)) return <LegacyMediaRedirect pathname={pathname} />;
  if (!parseMediaPageAddress(pathname)) return <NotFoundPage />;
  return loaded ? <MediaPage /> : <LoadingScreen label={t("app.loading")} />;
}

/**
 * The route table (SPEC §2). Only the routes built so far exist; every other address, including
 * routes of screens still to come, gets the not-found page.
 */
export function createAppRoutes(shell: AppShellProps): RouteObject[] {
  return [
    {
      element: <AppShell {...shell} />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // A page that fails to render is replaced inside the shell, so the header stays.
          errorElement: <RouteErrorScreen />,
          children: [
            {
              // One route element for `/` and `/browse/{query}`, so typing (which moves between
              // them) never remounts the page and the search box keeps its focus.
              element: <HomePage />,
              children: [
                { index: true, element: null },
                { path: "browse/:query?", element: null },
              ],
            },
            { path: "search/:type/:query?", element: <LegacySearchRedirect /> },
            { path: "s/:query?", element: <QuickSearch /> },
            { path: "media/:media", element: <MediaRoute /> },
            { path: "media/:media/:season/:episode", element: <MediaRoute /> },
            { path: "title/:media", element: <TitleDetailsPage /> },
            { path: "discover", element: <DiscoverPage /> },
            { path: "settings", element: <SettingsRoute /> },
            { path: "admin", element: <AdminPage /> },
            // Accounts (issue 15): log in, register.
            { path: "register", element: <RegisterPage /> },
            { path: "login", element: <LoginPage /> },
            // Onboarding (issue 18): how this browser fetches streams. app/onboarding-gate.ts
            // sends viewers here from a media page with VITE_HAS_ONBOARDING.
            { path: "onboarding", element: <OnboardingPage name="OnboardingStartPage" /> },
            {
              path: "onboarding/extension",
              element: <OnboardingPage name="OnboardingExtensionPage" />,
            },
            { path: "onboarding/proxy", element: <OnboardingPage name="OnboardingProxyPage" /> },
            // Text pages (lazy inside features/pages); /dmca is not found without a contact.
            { path: "about", element: <AboutPage /> },
            { path: "support", element: <SupportPage /> },
            { path: "dmca", element: <DmcaPage /> },
            { path: "jip", element: <JipPage /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
