import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "../../shared/i18n";
import { NavLink } from "../../shared/router";
import { InfoIcon } from "../../shared/ui/icons";
import { menuItemProps } from "../../shared/ui/MenuButton";
import { CompassIcon, HelpIcon, MailIcon } from "./chrome-icons";
import { outwardLinks } from "./outward-links";
import { getContactEmail, getSiteLinks } from "./site-contact";

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

/** Divides the operator's links (and contact) from the site's own entries. */
const firstOutward = "mt-1 border-t border-line pt-3";

/**
 * The entries of the header menu, then the operator's links and contact, those that are
 * configured (on narrow screens the menu is their only place).
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const email = getContactEmail();
  const outward = outwardLinks(getSiteLinks());
  return (
    <>
      {ENTRIES.map(({ to, labelKey, Icon }) => (
        <NavLink key={to} to={to} {...menuItemProps} className={itemClass}>
          <Icon className="size-4 text-ink-muted" />
          {t(labelKey)}
        </NavLink>
      ))}
      {outward.map(({ href, labelKey, Icon }, index) => (
        <a
          key={labelKey}
          href={href}
          {...menuItemProps}
          className={index === 0 ? `${itemClass} ${firstOutward}` : itemClass}
        >
          <Icon className="size-4 text-ink-muted" />
          {t(labelKey)}
        </a>
      ))}
      {email ? (
        <a
          href={`mailto:${email}`}
          {...menuItemProps}
          className={outward.length === 0 ? `${itemClass} ${firstOutward}` : itemClass}
        >
          <MailIcon className="size-4 text-ink-muted" />
          {t("header.contactEmail")}
        </a>
      ) : null}
    </>
  );
}
