import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";

/** The grid of cards every home row uses. */
export const cardGridClass =
  "grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-5 gap-y-8 " +
  "sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]";

interface LibraryRowProps {
  title: string;
  /** Renders the cards; `editing` tells them to show their remove buttons. */
  children: (editing: boolean) => ReactNode;
}

/** A titled grid of cards on home, with its own edit mode (SPEC §4 "edit mode removes items"). */
export function LibraryRow({ title, children }: LibraryRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby={headingId} className="py-8">
      <div className="mb-5 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={editing}
          title={t("library.rows.editLabel")}
          onClick={() => setEditing((on) => !on)}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-ink-muted ring-1 ring-line transition-colors hover:bg-raised hover:text-ink aria-pressed:bg-accent aria-pressed:text-accent-ink aria-pressed:ring-accent"
        >
          {editing ? t("library.rows.done") : t("library.rows.edit")}
        </button>
      </div>
      <ul className={cardGridClass}>{children(editing)}</ul>
    </section>
  );
}
