import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { declineExtension, openExtensionPermission } from "../../../shared/lib/extension-state";
import { buttonClass } from "../../../shared/ui/button-styles";
import "../strings";

/**
 * Shown in the player's search area instead of a search that would go through the browser
 * extension, when the extension is installed but this site may not use it (SPEC §8 "Permission
 * missing", PROTOCOLS.md §5.4): grant it (the extension's permission page, which comes back to
 * this page) or search the default way without it.
 */
export function PermissionMissingScreen({
  onGrant = openExtensionPermission,
  onContinue = declineExtension,
}: {
  /** Opens the extension's permission page. Default: `openPage` PermissionGrant, back here. */
  onGrant?: () => Promise<unknown>;
  /** Searches without the extension. Default: for this browser session. */
  onContinue?: () => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  const grant = () => {
    setFailed(false);
    onGrant().then(
      // The tab usually leaves before any answer; one that comes back as a refusal is shown.
      (reply) => setFailed((reply as { success?: unknown } | undefined)?.success === false),
      () => setFailed(true),
    );
  };

  return (
    <div className="absolute inset-0 z-10 grid place-items-center overflow-y-auto bg-canvas/95 px-6 py-6">
      <section
        aria-labelledby="permission-missing-title"
        className="flex max-w-md min-w-0 flex-col items-center gap-3 text-center"
      >
        <span className="rounded-full bg-raised px-3 py-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t("scraping.permission.badge")}
        </span>
        <h2 id="permission-missing-title" className="font-display text-2xl font-semibold">
          {t("scraping.permission.title")}
        </h2>
        <p className="text-sm text-ink-muted">{t("scraping.permission.text")}</p>
        {failed ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {t("scraping.permission.grantFailed")}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass("primary")} onClick={grant}>
            {t("scraping.permission.grant")}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={onContinue}>
            {t("scraping.permission.continue")}
          </button>
        </div>
      </section>
    </div>
  );
}
