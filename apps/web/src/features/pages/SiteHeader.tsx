import type { ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";
import { Link, NavLink } from "../../shared/router";
import { Logo } from "../../shared/ui/Logo";
import { MenuButton } from "../../shared/ui/MenuButton";
import { pageContainer } from "../../shared/ui/page-container";
import { CompassIcon, MenuIcon } from "./chrome-icons";
import { outwardLinks } from "./outward-links";
import { getSiteLinks } from "./site-contact";
import { SiteMenu } from "./SiteMenu";

const iconButton =
  "inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold " +
  "text-ink-muted transition-colors hover:bg-raised hover:text-ink aria-expanded:bg-raised " +
  "aria-expanded:text-ink aria-[current=page]:text-accent";

/**
 * The bar on every page: home link, a status slot (e.g. the offline-catalogue badge), the
 * operator's chat and source links, the discover shortcut and the site menu. It fits from
 * 320 px: below `sm` the buttons drop their words (their names stay for screen readers), below
 * `md` the operator's links leave the bar for the menu, which always lists them.
 */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const { t } = useTranslation();
  const headerLinks = outwardLinks(getSiteLinks()).filter((link) => link.inHeader);
  return (
    <header className="relative border-b border-line/60 bg-canvas/70">
      <div className={`${pageContainer} flex h-16 items-center gap-2 sm:gap-3`}>
        <Link to="/" aria-label={t("app.homeLink")} className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        {status}
        <nav aria-label={t("header.navigation")} className="ms-auto flex items-center gap-1">
          {headerLinks.map(({ href, labelKey, Icon }) => (
            <a
              key={labelKey}
              href={href}
              aria-label={t(labelKey)}
              title={t(labelKey)}
              className={`${iconButton} max-md:hidden`}
            >
              <Icon className="size-5" />
            </a>
          ))}
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
