import { useId, type ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n";
import { WarningIcon } from "../../../../shared/ui/icons";
import type { CaptionLoadState } from "../../captions/caption-store";
import "../../strings";

/** The look of the captions menus' rows, as the other menu rows (`overlays/menu`). */
export const CAPTION_ROW_CLASS =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm transition-colors " +
  "hover:bg-raised disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/**
 * One caption to choose (a radio): its name, what tells it apart, and its load state: a spinner
 * while it loads, an error mark (described for screen readers) when the last try failed.
 */
export function CaptionRow({
  name,
  detail,
  selected,
  load,
  onSelect,
}: {
  name: string;
  /** Rendition or release name, SDH, origin: shown under the name. */
  detail?: ReactNode;
  selected: boolean;
  load?: CaptionLoadState | undefined;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-busy={load === "loading" || undefined}
      aria-describedby={load === "error" ? errorId : undefined}
      className={`${CAPTION_ROW_CLASS} ${selected ? "text-accent" : ""}`}
      onClick={onSelect}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{name}</span>
        {detail ? <span className="truncate text-xs text-ink-muted">{detail}</span> : null}
      </span>
      {load === "loading" ? (
        <span
          data-testid="caption-loading"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-line border-t-accent"
        >
          <span className="sr-only">{t("player.captions.list.loading")}</span>
        </span>
      ) : null}
      {load === "error" ? (
        <span title={t("player.captions.list.failed")} className="shrink-0 text-danger">
          <WarningIcon className="size-4" />
          {/* Hidden from the row's name; read as its description. */}
          <span id={errorId} hidden>
            {t("player.captions.list.failed")}
          </span>
        </span>
      ) : null}
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${selected ? "bg-accent" : "bg-transparent"}`}
      />
    </button>
  );
}
