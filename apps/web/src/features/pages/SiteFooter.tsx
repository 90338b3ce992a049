import { useTranslation } from "../../shared/i18n";
import { NavLink } from "../../shared/router";
import { Logo } from "../../shared/ui/Logo";
import { pageContainer } from "../../shared/ui/page-container";
import { getContactEmail } from "./site-contact";

const linkClass =
  "rounded text-ink-muted underline-offset-4 hover:text-ink hover:underline aria-[current=page]:text-ink";

/** The foot of every page: the disclaimer, and links about the site (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  const hasTakedownContact = getContactEmail() !== null;
  return (
    <footer className="mt-16 border-t border-line/60 bg-surface/40">
      <div className={`${pageContainer} grid gap-8 py-10 text-sm md:grid-cols-[1fr_2fr]`}>
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-ink-muted">{t("footer.tagline")}</p>
        </div>
        <div className="flex flex-col gap-4">
          <section className="flex flex-col gap-1.5">
            <h2 className="font-semibold text-ink">{t("footer.disclaimerTitle")}</h2>
            <p className="leading-relaxed text-ink-muted">{t("footer.disclaimer")}</p>
          </section>
          <nav aria-label={t("footer.linksLabel")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <NavLink to="/about" className={linkClass}>
                  {t("footer.about")}
                </NavLink>
              </li>
              <li>
                <NavLink to="/support" className={linkClass}>
                  {t("footer.support")}
                </NavLink>
              </li>
              {hasTakedownContact ? (
                <li>
                  <NavLink to="/dmca" className={linkClass}>
                    {t("footer.dmca")}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
