import type { PlayerError } from "@matinee/player";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Dialog } from "../../../shared/ui/Dialog";
import "../strings";

/** The technical side of a playback error, for a bug report (modal `?m=playback-error`). */
export function ErrorDetailsDialog({
  error,
  onClose,
}: {
  error: PlayerError;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("player.error.detailsTitle")} onClose={onClose} className="max-w-lg">
      {(close) => (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t("player.error.type")}</dt>
            <dd className="font-mono">{error.type}</dd>
            <dt className="text-ink-muted">{t("player.error.detail")}</dt>
            <dd className="font-mono break-all">{error.detail || "—"}</dd>
          </dl>
          <button type="button" className={`${buttonClass("secondary")} self-end`} onClick={close}>
            {t("player.error.close")}
          </button>
        </>
      )}
    </Dialog>
  );
}
