import { useEffect } from "react";
import { useTranslation } from "../i18n";

/** Sets the tab title to "{title} - Matinee", or "Matinee" when title is null. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const full = title ? t("app.pageTitle", { title }) : t("app.name");
  useEffect(() => {
    document.title = full;
  }, [full]);
}
