import { lazy, Suspense, type ComponentType, type SVGProps } from "react";
import { loadAccount, useHasAccount } from "../account";
import { useTranslation } from "../../shared/i18n";
import { NavLink } from "../../shared/router";
import { InfoIcon } from "../../shared/ui/icons";
import { menuItemClass, menuItemProps } from "../../shared/ui/MenuButton";
import { CloudIcon, CompassIcon, HelpIcon, LogInIcon, MailIcon } from "./chrome-icons";
import { outwardLinks } from "./outward-links";
import { getContactEmail, getSiteLinks } from "./site-contact";

interface MenuEntry {
  to: string;
  labelKey:
    "header.discover" | "footer.about" | "header.support" | "header.syncToCloud" | "header.logIn";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const ENTRIES: MenuEntry[] = [
  { to: "/discover", labelKey: "header.discover", Icon: CompassIcon },
  { to: "/about", labelKey: "footer.about", Icon: InfoIcon },
  { to: "/support", labelKey: "header.support", Icon: HelpIcon },
];

/** Logged out: make an account, or log in to one (SPEC §2 header). */
const LOGGED_OUT_ENTRIES: MenuEntry[] = [
  { to: "/register", labelKey: "header.syncToCloud", Icon: CloudIcon },
  { to: "/login", labelKey: "header.logIn", Icon: LogInIcon },
];

// Logged in: this device, settings, log out. They come with the account's code, which a
// logged-in start-up loads anyway (nothing more for anyone else).
const AccountMenuEntries = lazy(() =>
  loadAccount().then((account) => ({ default: account.AccountMenuEntries })),
);

/** Divides one group of entries from the next. */
const divided = "mt-1 border-t border-line pt-3";

function EntryLinks({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return entries.map(({ to, labelKey, Icon }) => (
    <NavLink key={to} to={to} {...menuItemProps} className={menuItemClass}>
      <Icon className="size-4 text-ink-muted" />
      {t(labelKey)}
    </NavLink>
  ));
}

/**
 * The entries of the header menu: the account's (register and log in, or this device, settings
 * and log out), the site's, then the operator's links and contact, those that are configured
 * (on narrow screens the menu is their only place).
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const hasAccount = useHasAccount();
  const email = getContactEmail();
  const outward = outwardLinks(getSiteLinks());
  return (
    <>
      {hasAccount ? (
        <Suspense fallback={null}>
          <AccountMenuEntries />
        </Suspense>
      ) : (
        <EntryLinks entries={LOGGED_OUT_ENTRIES} />
      )}
      <div role="separator" className="mt-1 mb-1 border-t border-line" />
      <EntryLinks entries={ENTRIES} />
      {outward.map(({ href, labelKey, Icon }, index) => (
        <a
          key={labelKey}
          href={href}
          {...menuItemProps}
          className={index === 0 ? `${menuItemClass} ${divided}` : menuItemClass}
        >
          <Icon className="size-4 text-ink-muted" />
          {t(labelKey)}
        </a>
      ))}
      {email ? (
        <a
          href={`mailto:${email}`}
          {...menuItemProps}
          className={outward.length === 0 ? `${menuItemClass} ${divided}` : menuItemClass}
        >
          <MailIcon className="size-4 text-ink-muted" />
          {t("header.contactEmail")}
        </a>
      ) : null}
    </>
  );
}
