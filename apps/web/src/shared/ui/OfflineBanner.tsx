import { useState } from "react";
import { useTranslation } from "../i18n";
import { useIsOnline } from "../lib/connectivity-store";
import { hasSessionFlag, setSessionFlag } from "../lib/session-flag";
import { CloseIcon, WarningIcon } from "./icons";

/** Session-storage key: once hidden, the banner stays hidden until the browser session ends. */
export const OFFLINE_BANNER_DISMISSED_KEY = "matinee:offline-banner-dismissed";

/**
 * Error-style strip shown while the server cannot be reached (SPEC §4, §8): above the site
 * header, and in the player's top bar. `className` adds to its look (the player rounds it).
 */
export function OfflineBanner({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const [dismissed, setDismissed] = useState(() => hasSessionFlag(OFFLINE_BANNER_DISMISSED_KEY));
  if (isOnline || dismissed) return null;
  return (
    <div
      role="alert"
      className={`flex items-center justify-center gap-3 bg-danger px-4 py-2 text-sm font-medium text-canvas ${className}`}
    >
      <WarningIcon className="size-4 shrink-0" />
      <p>{t("offlineBanner.text")}</p>
      <button
        type="button"
        aria-label={t("offlineBanner.dismiss")}
        title={t("offlineBanner.dismiss")}
        onClick={() => {
          setSessionFlag(OFFLINE_BANNER_DISMISSED_KEY);
          setDismissed(true);
        }}
        className="grid size-7 shrink-0 place-items-center rounded-md transition-colors hover:bg-canvas/15"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
