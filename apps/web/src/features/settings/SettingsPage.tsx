import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { useTranslation } from "../../shared/i18n";
import { SETTINGS_SECTIONS } from "./sections";
import { SettingsServicesProvider, type SettingsServices } from "./settings-services";
import { SettingsNav } from "./SettingsNav";
import { SettingsSection } from "./SettingsSection";
import "./strings";

/** `/settings` (SPEC §2): its sections beside a navigation that lists them. */
export function SettingsPage({ services }: { services: SettingsServices }) {
  const { t } = useTranslation();
  useDocumentTitle(t("settings.pageTitle"));
  return (
    <SettingsServicesProvider services={services}>
      <div className="flex w-full flex-col gap-8 py-10 sm:py-14">
        <div className="flex flex-col gap-3">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {t("settings.pageTitle")}
          </h1>
          <p className="text-lg leading-relaxed text-ink-muted">{t("settings.lead")}</p>
        </div>
        <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)]">
          <SettingsNav sections={SETTINGS_SECTIONS} />
          <div className="flex max-w-3xl min-w-0 flex-col gap-12">
            {SETTINGS_SECTIONS.map(({ id, titleKey, Content }) => (
              <SettingsSection key={id} id={id} title={t(titleKey)}>
                <Content />
              </SettingsSection>
            ))}
          </div>
        </div>
      </div>
    </SettingsServicesProvider>
  );
}
