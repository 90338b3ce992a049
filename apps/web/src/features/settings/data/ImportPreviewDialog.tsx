import type { ImportedData, ImportPlan } from "@matinee/domain";
import { useFormat, useTranslation } from "../../../shared/i18n";
import { ConfirmButtons } from "../ui/ConfirmButtons";
import { Dialog } from "../../../shared/ui/Dialog";

const KINDS = ["bookmarks", "progress", "settings"] as const;
const COLUMNS = ["new", "updated", "unchanged"] as const;

/** What an import will change, counted before anything is stored; "Import" applies it. */
export function ImportPreviewDialog({
  data,
  plan,
  synced,
  onApply,
  onClose,
}: {
  data: ImportedData;
  plan: ImportPlan;
  /** A logged-in account will receive what is added. */
  synced: boolean;
  onApply: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const made = data.exportedAt ? Date.parse(data.exportedAt) : Number.NaN;
  const source =
    data.source === "predecessor"
      ? t("settings.data.preview.fromPredecessor")
      : Number.isNaN(made)
        ? null
        : t("settings.data.preview.fromMatinee", {
            date: format.date(made, { dateStyle: "long" }),
          });
  const changesSettings = plan.counts.settings.new + plan.counts.settings.updated > 0;
  const cell = "px-2 py-2 text-center tabular-nums";
  return (
    <Dialog title={t("settings.data.preview.title")} onClose={onClose}>
      {(close) => (
        <>
          {source ? <p className="text-sm text-ink-muted">{source}</p> : null}
          <table className="w-full text-sm">
            <caption className="sr-only">{t("settings.data.preview.caption")}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-2 text-start font-medium">
                  {t("settings.data.preview.kind")}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${cell} font-medium`}>
                    {t(`settings.data.preview.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {KINDS.map((kind) => (
                <tr key={kind} className="border-b border-line/60">
                  <th scope="row" className="py-2 text-start font-medium text-ink">
                    {t(`settings.data.preview.${kind}`)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className={cell}>
                      {plan.counts[kind][column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex flex-col gap-1.5 text-sm leading-relaxed text-ink-muted">
            <p>{t("settings.data.preview.rule")}</p>
            {plan.skipped > 0 ? (
              <p>{t("settings.data.preview.skipped", { count: plan.skipped })}</p>
            ) : null}
            {synced ? <p>{t("settings.data.preview.synced")}</p> : null}
            {changesSettings ? <p>{t("settings.data.preview.settingsReload")}</p> : null}
          </div>
          <ConfirmButtons
            label={t("settings.data.preview.apply")}
            onCancel={close}
            onConfirm={() => {
              onApply();
              close();
            }}
          />
        </>
      )}
    </Dialog>
  );
}
