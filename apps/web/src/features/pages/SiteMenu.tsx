import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "../../shared/i18n";
import { NavLink } from "../../shared/router";
import { InfoIcon } from "../../shared/ui/icons";
import { menuItemProps } from "../../shared/ui/MenuButton";
import { CompassIcon, HelpIcon, MailIcon } from "./chrome-icons";
import { getContactEmail } from "./site-contact";

interface MenuEntry {
  to: string;
  labelKey: "header.discover" | "footer.about" | "header.support";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// Only screens that exist. Account entries (register/sync, settings, log out) join this table
// when their screens are built.
const ENTRIES: MenuEntry[] = [
  { to: "/discover", labelKey: "header.discover", Icon: CompassIcon },
  { to: "/about", labelKey: "footer.about", Icon: InfoIcon },
  { to: "/support", labelKey: "header.support", Icon: HelpIcon },
];

const itemClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink " +
  "hover:bg-line focus:bg-line focus:outline-none aria-[current=page]:text-accent";

/** The entries of the header menu, plus the operator's contact when one is configured. */
export function SiteMenu() {
  const { t } = useTranslation();
  const email = getContactEmail();
  return (
    <>
      {ENTRIES.map(({ to, labelKey, Icon }) => (
        <NavLink key={to} to={to} {...menuItemProps} className={itemClass}>
          <Icon className="size-4 text-ink-muted" />
          {t(labelKey)}
        </NavLink>
      ))}
      {email ? (
        <a
          href={`mailto:${email}`}
          {...menuItemProps}
          className={`${itemClass} mt-1 border-t border-line pt-3`}
        >
          <MailIcon className="size-4 text-ink-muted" />
          {t("header.contactEmail")}
        </a>
      ) : null}
    </>
  );
}
