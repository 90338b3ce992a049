import { useEffect, useRef } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import type { ScrapeFailure } from "../client/scrape-failure";
import { progressItems, type ScrapeProgress } from "../progress/scrape-progress";
import { useScrapeEnvironment } from "../scrape-environment";
import { useProviderName } from "../use-provider-names";
import { useStatusLabel } from "./use-status-label";

/**
 * Every source's (and embed's) status with its reason or error, for a bug report. A native
 * modal dialog: the browser traps focus, Esc closes it, the page behind is inert.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const items = progressItems(progress);

  useEffect(() => {
    const node = dialog.current;
    if (!node || node.open) return;
    if (typeof node.showModal === "function") node.showModal();
    else node.setAttribute("open", "");
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="scrape-details-title"
      onClose={onClose}
      className="m-auto w-full max-w-xl rounded-2xl bg-surface p-6 text-ink ring-1 ring-line backdrop:bg-black/70"
    >
      <div className="flex flex-col gap-4">
        <h2 id="scrape-details-title" className="font-display text-lg font-semibold">
          {t("scraping.details.title")}
        </h2>
        <p className="text-sm text-ink-muted">{t(`scraping.details.${client.mode}`)}</p>
        {failure && failure.type !== "notFound" ? (
          <p className="rounded-lg bg-danger-soft p-3 font-mono text-xs break-all text-danger">
            {t("scraping.details.searchError")}: {failure.message}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="text-sm">{t("scraping.details.empty")}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-ink-faint uppercase">
              <tr>
                <th className="py-1 pr-3 font-semibold">{t("scraping.details.source")}</th>
                <th className="py-1 pr-3 font-semibold">{t("scraping.details.status")}</th>
                <th className="py-1 font-semibold">{t("scraping.details.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-t border-line/70 align-top">
                  <td className={`py-2 pr-3 ${item.kind === "embed" ? "pl-4 text-ink-muted" : ""}`}>
                    {nameOf(item.providerId)}
                  </td>
                  <td className="py-2 pr-3">{statusOf(item)}</td>
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
        <button
          type="button"
          className={`${buttonClass("secondary")} self-end`}
          onClick={() => {
            // close() fires the dialog's close event, which calls onClose once.
            if (dialog.current?.open && typeof dialog.current.close === "function") {
              dialog.current.close();
            } else onClose();
          }}
        >
          {t("scraping.details.close")}
        </button>
      </div>
    </dialog>
  );
}
