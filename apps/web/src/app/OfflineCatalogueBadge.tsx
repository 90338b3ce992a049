import { useId, useState } from "react";
import { useTranslation } from "../shared/i18n";
import { InfoIcon } from "../shared/ui/icons";

/**
 * Tells the viewer they are browsing the open catalogue rather than TMDB. The badge is a
 * button that shows the explanation (also its tooltip), so keyboard users can read it too.
 */
export function OfflineCatalogueBadge() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const help = t("header.offlineCatalogueHelp");
  return (
    <div className="relative">
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
        className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft whitespace-nowrap px-3 py-1 text-xs font-semibold text-accent ring-1 ring-accent/30 transition-colors ring-inset hover:bg-accent/20"
      >
        <InfoIcon className="size-3.5" />
        {t("header.offlineCatalogue")}
      </button>
      <p
        id={explanationId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 w-72 rounded-xl bg-raised p-3 text-xs leading-relaxed text-ink-muted shadow-xl shadow-black/40 ring-1 ring-line"
      >
        {help}
      </p>
    </div>
  );
}
