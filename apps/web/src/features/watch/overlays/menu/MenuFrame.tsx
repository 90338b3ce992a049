import type { ReactNode } from "react";
import { ArrowLeftIcon } from "../../../../shared/ui/icons";

/** The page title, with a back button when the page is below the first one. */
export function MenuHeader({
  title,
  onBack,
  backLabel,
}: {
  title: string;
  onBack?: () => void;
  backLabel?: string;
}) {
  return (
    <div className="flex items-center gap-2 border-b border-line/70 px-3 py-3">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={backLabel}
          className="grid size-8 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink"
        >
          <ArrowLeftIcon />
        </button>
      ) : null}
      <h2 className="font-display text-base font-semibold">{title}</h2>
    </div>
  );
}

/** The scrolling part of a page. */
export function MenuBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-2">{children}</div>;
}

/** A titled group of rows; `choice` makes it a radio group. */
export function MenuSection({
  title,
  choice = false,
  children,
}: {
  title?: string;
  choice?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      role={choice ? "radiogroup" : undefined}
      aria-label={choice ? title : undefined}
      className="flex flex-col"
    >
      {title ? (
        <h3 className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-faint uppercase">
          {title}
        </h3>
      ) : null}
      {children}
    </section>
  );
}

/** A line of explanation under a group. */
export function MenuNote({ children }: { children: ReactNode }) {
  return <p className="px-3 text-xs leading-relaxed text-ink-muted">{children}</p>;
}
