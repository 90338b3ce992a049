import { MEDIA_ADDRESS_PREFIX } from "@matinee/domain";
import { Suspense, type MouseEvent } from "react";
import { useTranslation } from "../shared/i18n";
import { Outlet, ScrollRestoration, useLocation } from "../shared/router";
import { DowntimeGate, Lightbar, SiteFooter, SiteHeader } from "../features/pages";
import { OfflineBanner } from "../shared/ui/OfflineBanner";
import { LoadingScreen } from "../shared/ui/LoadingScreen";
import { pageContainer } from "../shared/ui/page-container";
import { OfflineCatalogueBadge } from "./OfflineCatalogueBadge";

export interface AppShellProps {
  /** Show the "Offline catalogue" badge (metadata comes from the open catalogue). */
  isOpenCatalogue: boolean;
}

/**
 * Moves focus to the page content. Done by hand because with hash routing "#main" would be
 * read as a route, not as a fragment.
 */
function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

/** The browsing pages wear the lightbar; text pages and the player stay plain. */
export function hasLightbar(pathname: string): boolean {
  return pathname === "/" || pathname.startsWith("/browse") || pathname === "/discover";
}

/**
 * The media page is the player, a whole-window layer over the app: the header and footer would
 * sit hidden under it, drawn for nothing (on the way to the first frame) and reachable by Tab.
 */
export function isFullWindowPage(pathname: string): boolean {
  return pathname.startsWith(MEDIA_ADDRESS_PREFIX);
}

/** Offline banner, header, main area and footer around every page but the player. */
export function AppShell({ isOpenCatalogue }: AppShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = (
    // The loading screen fills the screen: the footer stays below it instead of jumping down
    // when a long page (Discover) arrives, a layout shift.
    <Suspense
      fallback={
        <div className="flex min-h-dvh flex-col">
          <LoadingScreen label={t("app.loading")} />
        </div>
      }
    >
      <DowntimeGate>
        <Outlet />
      </DowntimeGate>
    </Suspense>
  );
  if (isFullWindowPage(pathname)) {
    return (
      <main id="main" className="flex min-h-dvh flex-col">
        {page}
        <ScrollRestoration />
      </main>
    );
  }
  return (
    // isolate: the lightbar sits behind the page (negative z) but above the page background.
    <div className="relative isolate flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={handleSkipToContent}
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("app.skipToContent")}
      </a>
      <OfflineBanner />
      {hasLightbar(pathname) ? <Lightbar /> : null}
      <SiteHeader status={isOpenCatalogue ? <OfflineCatalogueBadge /> : null} />
      {/* Every page sits in the page column, in line with the header and footer. */}
      <main
        id="main"
        tabIndex={-1}
        className={`${pageContainer} flex flex-1 flex-col outline-none`}
      >
        {page}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
