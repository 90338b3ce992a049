import { useId, useState } from "react";
import { useTranslation } from "../shared/i18n";
import { InfoIcon } from "../shared/ui/icons";

/**
 * Tells the viewer they are browsing the open catalogue rather than TMDB. The badge is a
 * button that shows the explanation (also its tooltip), so keyboard users can read it too.
 * Below `sm` it is its icon alone (the name stays for screen readers), so the header fits at
 * 320 px; the explanation then spans the header's width instead of hanging off the badge.
 */
export function OfflineCatalogueBadge() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const help = t("header.offlineCatalogueHelp");
  return (
    <div className="min-w-0 sm:relative">
      <button
        type="button"
        title={help}
        aria-expanded={open}
        aria-controls={explanationId}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        onBlur={() => setOpen(false)}
        className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2 py-2 text-xs font-semibold whitespace-nowrap text-accent ring-1 ring-accent/30 transition-colors ring-inset hover:bg-accent/20 sm:px-3 sm:py-1"
      >
        <InfoIcon className="size-4 sm:size-3.5" />
        <span className="max-sm:sr-only">{t("header.offlineCatalogue")}</span>
      </button>
      <p
        id={explanationId}
        hidden={!open}
        className="absolute inset-x-4 top-full z-30 mt-2 rounded-xl sm:inset-x-auto sm:start-0 sm:w-72 bg-raised p-3 text-xs leading-relaxed text-ink-muted shadow-xl shadow-black/40 ring-1 ring-line"
      >
        {help}
      </p>
    </div>
  );
}
