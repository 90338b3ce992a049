import { isNextEpisodeButtonVisible } from "@matinee/domain";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { useScreen } from "../screen/ScreenContext";
import type { NextEpisode } from "../screen/use-next-episode";
import { NextIcon, ReplayIcon } from "./player-icons";
import "../strings";

const look =
  "pointer-events-auto inline-flex items-center gap-2 rounded-lg bg-ink px-4 py-2.5 text-sm " +
  "font-semibold text-canvas shadow-lg transition-colors hover:bg-accent hover:text-accent-ink";

/**
 * Near the end of an episode: "Next episode", or "Next season" when it starts the next one
 * (last 30 s always, from 93% while the controls show), or "Replay" once a title without a
 * next episode has ended.
 */
export function NextEpisodeButton({ next }: { next: NextEpisode | null }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const { controlsVisible } = useScreen();
  const currentTime = usePlayerState((state) => state.currentTime);
  const duration = usePlayerState((state) => state.duration);
  const ended = usePlayerState((state) => state.ended);

  if (!next) {
    if (!ended) return null;
    return (
      <button
        type="button"
        className={look}
        onClick={() => {
          player.seek(0);
          player.play();
        }}
      >
        <ReplayIcon />
        {t("player.next.replay")}
      </button>
    );
  }
  if (!isNextEpisodeButtonVisible({ currentTime, duration, hovering: controlsVisible })) {
    return null;
  }
  return (
    <Link to={next.path} className={look}>
      <NextIcon />
      {t(next.newSeason ? "player.next.season" : "player.next.episode")}
    </Link>
  );
}
