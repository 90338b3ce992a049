import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import type { ScrapeFailure } from "../client/scrape-failure";
import type { ScrapeProgress } from "../progress/scrape-progress";
import { ScrapeDetailsDialog } from "./ScrapeDetailsDialog";
import { ScrapeNotice } from "./ScrapeNotice";
import "../strings";

/**
 * Shown when a search ends without a stream (SPEC §4 scrapeNotFound, §8 "We couldn't find
 * anything"): a way home, another try, and the details of what every source answered.
 */
export function ScrapeNotFoundScreen({
  progress,
  failure = null,
  onRetry,
}: {
  progress: ScrapeProgress;
  failure?: ScrapeFailure | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const [showDetails, setShowDetails] = useState(false);
  const failed = failure !== null && failure.type !== "notFound";

  return (
    <ScrapeNotice
      badge={t("scraping.notFound.badge")}
      title={t("scraping.notFound.title")}
      text={
        failed
          ? t("scraping.notFound.failedText", { message: failure.message })
          : t("scraping.notFound.text")
      }
      actions={
        <>
          <Link to="/" className={buttonClass("primary")}>
            {t("scraping.notFound.home")}
          </Link>
          {onRetry ? (
            <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
              {t("scraping.notFound.retry")}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => setShowDetails(true)}
          >
            {t("scraping.notFound.showDetails")}
          </button>
        </>
      }
    >
      {showDetails ? (
        <ScrapeDetailsDialog
          progress={progress}
          failure={failure}
          onClose={() => setShowDetails(false)}
        />
      ) : null}
    </ScrapeNotice>
  );
}
