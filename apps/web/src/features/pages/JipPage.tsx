import { useTranslation } from "../../shared/i18n";
import { buttonClass } from "../../shared/ui/button-styles";
import { ExternalIcon } from "./chrome-icons";
import { ContentPage } from "./ContentPage";
import "./strings";

/** The project Matinee's predecessor grew out of; linked from the credits page. */
export const MOVIE_WEB_URL = "https://github.com/movie-web/movie-web";

/** `/jip`: the credits page the predecessor kept for one of the people behind movie-web. */
export function JipPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t("jip.title")}>
      <p className="leading-relaxed text-ink-muted">{t("jip.text")}</p>
      <a
        href={MOVIE_WEB_URL}
        target="_blank"
        rel="noreferrer"
        className={`${buttonClass("secondary")} self-start`}
      >
        {t("jip.github")}
        <ExternalIcon className="size-4" />
      </a>
    </ContentPage>
  );
}
