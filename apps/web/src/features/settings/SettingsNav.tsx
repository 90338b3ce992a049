import { useTranslation } from "../../shared/i18n";
import { Link, useLocation } from "../../shared/router";
import type { SettingsSectionEntry } from "./sections";

const linkClass =
  "block rounded-lg px-3 py-2 text-sm font-medium text-ink-muted ring-1 ring-line ring-inset " +
  "hover:bg-raised hover:text-ink aria-[current=location]:bg-accent-soft " +
  "aria-[current=location]:text-accent";

/**
 * The list of the page's sections. On phones and tablets a row of links above them; from 1024 px
 * (SPEC §9's breakpoint) a column beside them that stays in view while the page scrolls. Each
 * link goes to its section's fragment (the router keeps it, in hash routing too) and moves the
 * keyboard focus there.
 */
export function SettingsNav({ sections }: { sections: readonly SettingsSectionEntry[] }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const current = decodeURIComponent(hash.slice(1)) || sections[0]?.id;
  return (
    <nav aria-label={t("settings.navLabel")} className="lg:sticky lg:top-6 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col">
        {sections.map(({ id, titleKey }) => (
          <li key={id}>
            <Link
              to={{ hash: `#${id}` }}
              replace
              aria-current={id === current ? "location" : undefined}
              className={linkClass}
              onClick={() => {
                // After the router has scrolled to it: the next Tab starts in the section.
                requestAnimationFrame(() => document.getElementById(`${id}-heading`)?.focus());
              }}
            >
              {t(titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
