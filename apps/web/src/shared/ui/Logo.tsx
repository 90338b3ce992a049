import { useTranslation } from "../i18n";

/** The Matinee mark (a play triangle on a ticket-gold tile) and wordmark. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path d="M12 9.5v13l10.5-6.5z" className="fill-accent-ink" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-ink">
        {t("app.name")}
      </span>
    </span>
  );
}
