import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import type { ScrapeFailure } from "../client/scrape-failure";
import type { ScrapeProgress } from "../progress/scrape-progress";
import { ScrapeDetailsDialog } from "./ScrapeDetailsDialog";
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
    <div className="absolute inset-0 z-10 grid place-items-center bg-canvas/95 px-6">
      <section
        aria-labelledby="scrape-not-found-title"
        className="flex max-w-md min-w-0 flex-col items-center gap-3 text-center"
      >
        <span className="rounded-full bg-raised px-3 py-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t("scraping.notFound.badge")}
        </span>
        <h2 id="scrape-not-found-title" className="font-display text-2xl font-semibold">
          {t("scraping.notFound.title")}
        </h2>
        <p className="text-sm text-ink-muted wrap-anywhere">
          {failed
            ? t("scraping.notFound.failedText", { message: failure.message })
            : t("scraping.notFound.text")}
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-3">
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
        </div>
      </section>
      {showDetails ? (
        <ScrapeDetailsDialog
          progress={progress}
          failure={failure}
          onClose={() => setShowDetails(false)}
        />
      ) : null}
    </div>
  );
}
