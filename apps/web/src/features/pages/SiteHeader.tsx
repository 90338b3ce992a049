import type { ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";
import { Link, NavLink } from "../../shared/router";
import { Logo } from "../../shared/ui/Logo";
import { MenuButton } from "../../shared/ui/MenuButton";
import { CompassIcon, MenuIcon } from "./chrome-icons";
import { SiteMenu } from "./SiteMenu";

const iconButton =
  "inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-ink-muted " +
  "transition-colors hover:bg-raised hover:text-ink aria-expanded:bg-raised aria-expanded:text-ink " +
  "aria-[current=page]:text-accent";

/**
 * The bar on every page: home link, a status slot (e.g. the offline-catalogue badge), the
 * discover shortcut and the site menu. Destinations appear only once their screen exists.
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="relative border-b border-line/60 bg-canvas/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={t("app.homeLink")} className="rounded-lg">
          <Logo />
        </Link>
        {status}
        <nav aria-label={t("header.navigation")} className="ml-auto flex items-center gap-1">
          <NavLink to="/discover" className={iconButton}>
            <CompassIcon className="size-5" />
            <span className="max-sm:sr-only">{t("header.discover")}</span>
          </NavLink>
          <MenuButton
            buttonClassName={iconButton}
            label={
              <>
                <MenuIcon className="size-5" />
                <span className="max-sm:sr-only">{t("header.menu")}</span>
              </>
            }
          >
            <SiteMenu />
          </MenuButton>
        </nav>
      </div>
    </header>
  );
}
