import { useId, useState } from "react";
import { useTranslation } from "../shared/i18n";
import { buttonClass } from "../shared/ui/button-styles";
import { WarningIcon } from "../shared/ui/icons";
import { Notice } from "../shared/ui/Notice";
import { ReloadButton } from "../shared/ui/ReloadButton";

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** What the viewer sees when rendering failed: reload, or look at the error. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  return (
    <div className="py-10">
      <Notice
        headingLevel="h1"
        tone="danger"
        icon={<WarningIcon />}
        title={t("errorScreen.title")}
        actions={
          <>
            <ReloadButton variant="primary">{t("errorScreen.reload")}</ReloadButton>
            <button
              type="button"
              className={buttonClass("secondary")}
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((shown) => !shown)}
            >
              {t(showDetails ? "errorScreen.hideError" : "errorScreen.showError")}
            </button>
          </>
        }
      >
        <p>{t("errorScreen.text")}</p>
      </Notice>
      <pre
        id={detailsId}
        hidden={!showDetails}
        className="mx-auto max-h-80 max-w-3xl overflow-auto rounded-xl bg-surface p-4 text-start font-mono text-xs whitespace-pre-wrap text-ink-muted ring-1 ring-line"
      >
        {describe(error)}
      </pre>
    </div>
  );
}
