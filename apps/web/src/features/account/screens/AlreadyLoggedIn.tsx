import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { AuthFrame } from "./AuthFrame";

/**
 * `/login` or `/register` with an account already here: a second account would take this
 * browser's library with it, so the viewer logs out first (from the menu or the settings).
 */
export function AlreadyLoggedIn() {
  const { t } = useTranslation();
  return (
    <AuthFrame
      pageTitle={t("account.login.alreadyLoggedIn.title")}
      title={t("account.login.alreadyLoggedIn.title")}
      lead={t("account.login.alreadyLoggedIn.text")}
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          {t("account.login.alreadyLoggedIn.goHome")}
        </Link>
        <Link to="/settings" className={buttonClass("secondary")}>
          {t("account.menu.settings")}
        </Link>
      </div>
    </AuthFrame>
  );
}
