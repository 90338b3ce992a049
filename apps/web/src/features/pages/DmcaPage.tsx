import { useTranslation } from "../../shared/i18n";
import { ContactLink } from "./ContactLink";
import { ContentPage } from "./ContentPage";
import { NotFoundPage } from "./NotFoundPage";
import { getContactEmail } from "./site-contact";
import "./strings";

/** `/dmca`: the takedown contact. Without a configured address the page does not exist. */
export function DmcaPage() {
  const { t } = useTranslation();
  const email = getContactEmail();
  if (!email) return <NotFoundPage />;
  return (
    <ContentPage title={t("dmca.title")}>
      <p className="leading-relaxed text-ink-muted">{t("dmca.text")}</p>
      <ContactLink email={email} />
    </ContentPage>
  );
}
