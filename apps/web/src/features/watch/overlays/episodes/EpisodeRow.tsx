import { episodeRingPercent } from "@matinee/domain";
import { useFormat, useTranslation } from "../../../../shared/i18n";
import { Link } from "../../../../shared/router";
import { getSavedProgress } from "../../../library";
import type { SeasonEpisode } from "../../watch-meta";
import { ProgressRing } from "./ProgressRing";
import "../../strings";

interface EpisodeRowProps {
  tmdbId: string;
  episode: SeasonEpisode;
  /** Address of the episode's player page. */
  to: string;
  current: boolean;
  aired: boolean;
}

/** One episode: "E3", title, progress ring; dimmed and not a link before it airs. */
export function EpisodeRow({ tmdbId, episode, to, current, aired }: EpisodeRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const saved = getSavedProgress(tmdbId, String(episode.id));
  const percent = saved ? episodeRingPercent(saved.watched, saved.duration) : null;
  const content = (
    <>
      <span className="rounded-md bg-raised px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
        {t("player.episodes.badge", { number: episode.number })}
      </span>
      <span className="flex-1 truncate font-medium">{episode.title}</span>
      {percent !== null ? (
        <>
          <span className="sr-only">
            {t("player.episodes.watched", { percent: format.percent(percent / 100) })}
          </span>
          <ProgressRing percent={percent} />
        </>
      ) : null}
    </>
  );
  const look = "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm";
  if (!aired) {
    return (
      <div aria-disabled="true" className={`${look} opacity-40`}>
        {content}
        <span className="sr-only">{t("player.episodes.notAired")}</span>
      </div>
    );
  }
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`${look} hover:bg-raised ${current ? "bg-accent-soft text-accent" : ""}`}
    >
      {content}
    </Link>
  );
}
