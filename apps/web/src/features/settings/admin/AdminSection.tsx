import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Panel } from "../../../shared/ui/Panel";

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** The admin section (SPEC §2: settings include an admin panel): the way to `/admin`. */
export function AdminSection() {
  const { t } = useTranslation();
  return (
    <Panel title={t("settings.admin.title")} text={t("settings.admin.text")}>
      <Link to="/admin" className={`${buttonClass("secondary")} ${focusRing} self-start`}>
        {t("settings.admin.open")}
      </Link>
    </Panel>
  );
}
