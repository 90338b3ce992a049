import { Suspense, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { Logo } from "../shared/ui/Logo";
import { Spinner } from "../shared/ui/Spinner";
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

/** Header and main area around every page. */
export function AppShell({ isOpenCatalogue }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={handleSkipToContent}
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("app.skipToContent")}
      </a>
      <header className="border-b border-line/60 bg-canvas/80">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label={t("app.homeLink")} className="rounded-lg">
            <Logo />
          </Link>
          {isOpenCatalogue ? <OfflineCatalogueBadge /> : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<Spinner label={t("app.loading")} />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
