import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { dangerButtonClass } from "./danger-button";

/**
 * A dialog's two answers: cancel (which closes it) and the action. The action submits the
 * dialog's form when `onConfirm` is not given.
 */
export function ConfirmButtons({
  label,
  onCancel,
  onConfirm,
  busy = false,
  danger = false,
}: {
  label: string;
  onCancel: () => void;
  onConfirm?: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
        {t("settings.cancel")}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        className={danger ? dangerButtonClass : buttonClass("primary")}
        disabled={busy}
        onClick={onConfirm}
      >
        {label}
      </button>
    </div>
  );
}
