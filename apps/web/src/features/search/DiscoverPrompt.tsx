import { useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";

/** Closes a search, found or not: a way on to /discover (SPEC §4 "discover-more prompt"). */
export function DiscoverPrompt() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-sm text-ink-muted">{t("home.search.discoverPrompt")}</p>
      <Link to="/discover" className={buttonClass("secondary")}>
        {t("home.search.discoverAction")}
      </Link>
    </div>
  );
}
