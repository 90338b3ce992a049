import type { PlayerError } from "@matinee/player";
import { useRef } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { useFocusTrap } from "../overlays/use-focus-trap";

/** The technical side of a playback error, for a bug report (modal `?m=playback-error`). */
export function ErrorDetailsDialog({
  error,
  onClose,
}: {
  error: PlayerError;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, "details");
  return (
    <div className="absolute inset-0 z-40 grid place-items-center bg-black/70 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="playback-error-details"
        tabIndex={-1}
        className="flex w-full max-w-lg flex-col gap-4 rounded-2xl bg-surface p-6 text-ink ring-1 ring-line"
      >
        <h2 id="playback-error-details" className="font-display text-lg font-semibold">
          {t("player.error.detailsTitle")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t("player.error.type")}</dt>
          <dd className="font-mono">{error.type}</dd>
          <dt className="text-ink-muted">{t("player.error.detail")}</dt>
          <dd className="font-mono break-all">{error.detail || "—"}</dd>
        </dl>
        <button type="button" className={`${buttonClass("secondary")} self-end`} onClick={onClose}>
          {t("player.error.close")}
        </button>
      </div>
    </div>
  );
}
