import { useTranslation } from "../../shared/i18n";
import { Link } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { ContactLink } from "./ContactLink";
import { ContentPage, ContentSection } from "./ContentPage";
import { FaqList } from "./FaqList";
import { getContactEmail } from "./site-contact";
import "./strings";

const FAQ_KEYS = ["playback", "data"] as const;

/** `/support`: where to read more, two answers, and the operator's contact when configured. */
export function SupportPage() {
  const { t } = useTranslation();
  const email = getContactEmail();
  const faq = FAQ_KEYS.map((key) => ({
    question: t(`support.faq.${key}.question`),
    answer: t(`support.faq.${key}.answer`),
  }));
  return (
    <ContentPage title={t("support.title")} lead={t("support.lead")}>
      <Link to="/about" className={`${buttonClass("primary")} self-start`}>
        {t("support.docs")}
      </Link>
      <ContentSection title={t("support.faqHeading")}>
        <FaqList items={faq} />
      </ContentSection>
      {email ? (
        <ContentSection title={t("support.contactHeading")}>
          <p className="leading-relaxed text-ink-muted">{t("support.contactText")}</p>
          <ContactLink email={email} />
        </ContentSection>
      ) : null}
    </ContentPage>
  );
}
