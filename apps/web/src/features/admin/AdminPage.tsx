import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { useTranslation } from "../../shared/i18n";
import { BackendTest } from "./BackendTest";
import { MetadataTest } from "./MetadataTest";
import { SiteFacts } from "./SiteFacts";
import { useBackendUrl } from "./use-backend-url";
import { WorkerTest } from "./WorkerTest";
import "./strings";

/**
 * `/admin` (SPEC §2): the site's constants and tests of what it depends on. Read-only: it shows
 * nothing a visitor could not already read in `/config.js` or the server's public answers, so
 * it needs no sign-in (the predecessor's page was public too).
 */
export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("admin.pageTitle"));
  const backendUrl = useBackendUrl();
  return (
    <div className="flex w-full max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {t("admin.pageTitle")}
        </h1>
        <p className="text-lg leading-relaxed text-ink-muted">{t("admin.lead")}</p>
      </div>
      <SiteFacts backendUrl={backendUrl} />
      <BackendTest backendUrl={backendUrl} />
      <WorkerTest />
      <MetadataTest />
    </div>
  );
}
