import { useTranslation } from "../../../shared/i18n";
import { Spinner } from "../../../shared/ui/Spinner";
import { PlayPauseButton } from "../controls/PlayPauseButton";
import { usePlayerState } from "../player/use-player-state";
import "../strings";

/**
 * The middle of the video: a spinner while it waits for data, or a large play button when the
 * browser refused to start it by itself (autoplay blocked) and it has never played. While the
 * stream search runs, the scraping screen is the one loading indicator.
 */
export function CenterStatus() {
  const { t } = useTranslation();
  const waiting = usePlayerState((state) => state.waiting && state.status === "playing");
  const blocked = usePlayerState(
    (state) => state.status === "playing" && !state.hasPlayedOnce && state.paused && !state.waiting,
  );
  if (waiting) {
    return (
      <div className="pointer-events-none text-ink">
        <Spinner label={t("player.status.loading")} />
      </div>
    );
  }
  if (blocked) {
    return (
      <div className="pointer-events-auto hidden rounded-full bg-black/50 lg:block">
        <PlayPauseButton large />
      </div>
    );
  }
  return null;
}
