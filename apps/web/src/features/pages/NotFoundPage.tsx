import { useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { buttonClass } from "../../shared/ui/button-styles";
import { NoResultsIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { ReloadButton } from "../../shared/ui/ReloadButton";

/** Shown for every address Matinee has no page for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <Notice
      headingLevel="h1"
      title={t("notFound.title")}
      icon={<NoResultsIcon />}
      actions={
        <>
          <Link to="/" className={buttonClass("primary")}>
            {t("notFound.goHome")}
          </Link>
          <ReloadButton>{t("notFound.reload")}</ReloadButton>
        </>
      }
    >
      <p>{t("notFound.text")}</p>
    </Notice>
  );
}
