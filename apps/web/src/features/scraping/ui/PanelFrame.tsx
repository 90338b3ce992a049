import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n";
import { ArrowLeftIcon } from "../../../shared/ui/icons";
import "../strings";

/** A settings-overlay page: title with an optional back button, then a scrolling body. */
export function PanelFrame({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="flex h-full flex-col">
      <header className="flex min-h-14 items-center gap-1 border-b border-line/70 px-2">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center rounded-md p-2 text-ink-muted hover:bg-raised hover:text-ink"
          >
            <ArrowLeftIcon />
            <span className="sr-only">{t("scraping.sourceMenu.back")}</span>
          </button>
        ) : null}
        <h2 className="truncate px-1 font-display text-base font-semibold">{title}</h2>
      </header>
      <div className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">{children}</div>
    </section>
  );
}

/** A menu row button; `current` marks the one in use. */
export function PanelRow({
  label,
  current = false,
  currentLabel,
  onSelect,
  disabled = false,
}: {
  label: string;
  current?: boolean;
  currentLabel?: string;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-current={current ? "true" : undefined}
      className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm hover:bg-raised disabled:opacity-40 ${current ? "text-accent" : ""}`}
    >
      <span className="flex-1 font-medium">{label}</span>
      {current && currentLabel ? (
        <span className="text-xs text-ink-muted">{currentLabel}</span>
      ) : null}
    </button>
  );
}
