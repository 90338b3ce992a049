import { useState, type ReactNode } from "react";
import { useTranslation } from "../../shared/i18n";
import { useNavigate } from "../../shared/router";
import { appConfig } from "../../shared/lib/config";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { hasSessionFlag, setSessionFlag } from "../../shared/lib/session-flag";
import { buttonClass } from "../../shared/ui/button-styles";
import { InfoIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";

/** Session-storage key: the notice was read in this browser session. */
export const DOWNTIME_SEEN_KEY = "matinee:downtime-notice-seen";

function DowntimeNotice({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t("downtime.title"));
  return (
    <Notice
      headingLevel="h1"
      title={t("downtime.title")}
      icon={<InfoIcon />}
      actions={
        <button type="button" className={buttonClass("primary")} onClick={onContinue}>
          {t("downtime.goHome")}
        </button>
      }
    >
      <p>{t("downtime.text")}</p>
    </Notice>
  );
}

/**
 * While the operator announces downtime (`VITE_DOWNTIME_NOTICE`), the first page of a browser
 * session is replaced by the notice; going on from it leads home and it stays away until the
 * session ends.
 */
export function DowntimeGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [isShown, setIsShown] = useState(
    () => appConfig().downtimeNotice && !hasSessionFlag(DOWNTIME_SEEN_KEY),
  );
  if (!isShown) return children;
  return (
    <DowntimeNotice
      onContinue={() => {
        setSessionFlag(DOWNTIME_SEEN_KEY);
        setIsShown(false);
        void navigate("/");
      }}
    />
  );
}
