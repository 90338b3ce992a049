import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { declineExtension, openExtensionPermission } from "../../../shared/lib/extension-state";
import { buttonClass } from "../../../shared/ui/button-styles";
import "../strings";
import { ScrapeNotice } from "./ScrapeNotice";

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
    <ScrapeNotice
      badge={t("scraping.permission.badge")}
      title={t("scraping.permission.title")}
      text={t("scraping.permission.text")}
      alert={failed ? t("scraping.permission.grantFailed") : null}
      actions={
        <>
          <button type="button" className={buttonClass("primary")} onClick={grant}>
            {t("scraping.permission.grant")}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={onContinue}>
            {t("scraping.permission.continue")}
          </button>
        </>
      }
    />
  );
}
