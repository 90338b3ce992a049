import type { ReactNode } from "react";
import { buttonClass } from "../../../shared/ui/button-styles";

/** A step's way on (its submit button) and, unless it is the first, its way back. */
export function StepButtons({
  next,
  busy = false,
  back,
  onBack,
}: {
  next: ReactNode;
  busy?: boolean;
  back?: string;
  onBack?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={buttonClass("primary")} disabled={busy} aria-busy={busy}>
        {next}
      </button>
      {back && onBack ? (
        <button type="button" className={buttonClass("secondary")} onClick={onBack}>
          {back}
        </button>
      ) : null}
    </div>
  );
}
