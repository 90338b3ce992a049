import type { SearchResult } from "@matinee/catalogue";
import { titleAddress } from "@matinee/domain";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "../../shared/i18n";
import { useNavigate } from "../../shared/router";
import { buttonClass } from "../../shared/ui/button-styles";
import { COUNTDOWN_SECONDS, type Random } from "./discover-rules";
import { useCountdown } from "./use-countdown";
import { useWhenIdle } from "../../shared/hooks/use-when-idle";
import type { CarouselQuery } from "./use-discover";
import "./strings";

interface WatchSomethingNewProps {
  /** The queries of the titles to pick from (the random-genre movies, as the predecessor did). */
  queries: readonly CarouselQuery[];
  random: Random;
}

const allTitles = (results: ReadonlyArray<{ data?: SearchResult[] }>) =>
  results.flatMap((result) => result.data ?? []);

/** Picks a random title and opens it after a 5 s countdown; pressing again cancels. */
export function WatchSomethingNew({ queries, random }: WatchSomethingNewProps) {
  const { t } = useTranslation();
  // Shares the genre rows' cache entries; only this button re-renders as they arrive.
  // Its requests wait for an idle moment after the page's first render (the rows on screen go
  // first); the button is enabled once titles are in.
  const isIdle = useWhenIdle();
  const candidates = useQueries({
    queries: queries.map((query) => ({ ...query, enabled: isIdle })),
    combine: allTitles,
  });
  const navigate = useNavigate();
  const { countdown, toggle } = useCountdown<SearchResult>(COUNTDOWN_SECONDS, (target) => {
    void navigate(titleAddress(target.kind, target.tmdbId, target.title));
  });

  const pick = () => candidates[Math.floor(random() * candidates.length)] ?? null;

  return (
    // The countdown's line sits under the button with its room kept, so nothing moves when it
    // starts; on wide screens the two stand at the end of the page's heading.
    <div className="flex flex-col items-start gap-2 lg:items-end">
      <button
        type="button"
        className={`${buttonClass(countdown ? "secondary" : "primary")} whitespace-nowrap`}
        disabled={!countdown && candidates.length === 0}
        onClick={() => toggle(pick)}
      >
        {countdown ? t("discover.cancelCountdown") : t("discover.watchSomethingNew")}
      </button>
      <p role="status" className="min-h-5 text-sm text-ink-muted lg:text-end">
        {countdown
          ? t("discover.countdown", {
              title: countdown.target.title,
              count: countdown.secondsLeft,
            })
          : ""}
      </p>
    </div>
  );
}
