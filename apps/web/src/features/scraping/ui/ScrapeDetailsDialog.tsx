import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Dialog } from "../../../shared/ui/Dialog";
import type { ScrapeFailure } from "../client/scrape-failure";
import { progressItems, type ScrapeProgress } from "../progress/scrape-progress";
import { useScrapeEnvironment } from "../scrape-environment";
import { useProviderName } from "../use-provider-names";
import { useStatusLabel } from "./use-status-label";
import "../strings";

/**
 * Every source's (and embed's) status with its reason or error, for a bug report, in a modal
 * dialog.
 */
export function ScrapeDetailsDialog({
  progress,
  failure,
  onClose,
}: {
  progress: ScrapeProgress;
  failure: ScrapeFailure | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useScrapeEnvironment();
  const nameOf = useProviderName();
  const statusOf = useStatusLabel();
  const items = progressItems(progress);

  return (
    <Dialog title={t("scraping.details.title")} onClose={onClose}>
      {(close) => (
        <>
          <p className="text-sm text-ink-muted">{t(`scraping.details.${client.mode}`)}</p>
          {failure && failure.type !== "notFound" ? (
            <p className="rounded-lg bg-danger-soft p-3 font-mono text-xs break-all text-danger">
              {t("scraping.details.searchError")}: {failure.message}
            </p>
          ) : null}
          {items.length === 0 ? (
            <p className="text-sm">{t("scraping.details.empty")}</p>
          ) : (
            <table className="w-full text-start text-sm">
              <thead className="text-xs text-ink-faint uppercase">
                <tr>
                  <th className="py-1 pe-3 font-semibold">{t("scraping.details.source")}</th>
                  <th className="py-1 pe-3 font-semibold">{t("scraping.details.status")}</th>
                  <th className="py-1 font-semibold">{t("scraping.details.detail")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-t border-line/70 align-top">
                    <td
                      className={`py-2 pe-3 ${item.kind === "embed" ? "ps-4 text-ink-muted" : ""}`}
                    >
                      {nameOf(item.providerId)}
                    </td>
                    <td className="py-2 pe-3">{statusOf(item)}</td>
                    <td className="py-2 font-mono text-xs break-all text-ink-muted">
                      {item.error
                        ? `${item.error.name}: ${item.error.message}`
                        : (item.reason ?? "—")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" className={`${buttonClass("secondary")} self-end`} onClick={close}>
            {t("scraping.details.close")}
          </button>
        </>
      )}
    </Dialog>
  );
}
