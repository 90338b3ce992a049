import { useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { ContentPage, ContentSection } from "./ContentPage";
import { FaqList } from "./FaqList";
import "./strings";

const FAQ_KEYS = ["hosting", "cost", "account", "missing", "selfHost"] as const;

/** `/about`: what Matinee is, five common questions, and where to go next. */
export function AboutPage() {
  const { t } = useTranslation();
  const faq = FAQ_KEYS.map((key) => ({
    question: t(`about.faq.${key}.question`),
    answer: t(`about.faq.${key}.answer`),
  }));
  return (
    <ContentPage title={t("about.title")} lead={t("about.lead")}>
      <p className="leading-relaxed text-ink-muted">{t("about.body")}</p>
      <ContentSection title={t("about.faqHeading")}>
        <FaqList items={faq} />
      </ContentSection>
      <div className="flex flex-wrap gap-3">
        <Link to="/discover" className={buttonClass("primary")}>
          {t("about.discover")}
        </Link>
        <Link to="/support" className={buttonClass("secondary")}>
          {t("about.support")}
        </Link>
      </div>
    </ContentPage>
  );
}
