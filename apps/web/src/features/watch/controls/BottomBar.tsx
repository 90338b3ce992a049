import { useTranslation } from "../../../shared/i18n";
import { useScreen } from "../screen/ScreenContext";
import { CaptionsButton } from "./CaptionsButton";
import { FullscreenButton } from "./FullscreenButton";
import { OverlayButton } from "./OverlayButton";
import { PipButton } from "./PipButton";
import { EpisodesIcon, SettingsIcon } from "./player-icons";
import { PlayPauseButton } from "./PlayPauseButton";
import { SeekBar } from "./SeekBar";
import { SkipButton } from "./SkipButton";
import { TimeDisplay } from "./TimeDisplay";
import { VolumeControl } from "./VolumeControl";
import "../strings";

/**
 * The bottom controls. Desktop: seek bar, then play, skips, volume and time on the left and
 * episodes, picture-in-picture, subtitles, settings and fullscreen on the right. Under 1024 px the play
 * and skip buttons move to the centre of the screen (MobileCenterControls) and time is short.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { meta } = useScreen();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3 lg:hidden">
        <TimeDisplay short />
      </div>
      <SeekBar />
      <div className="flex items-center justify-between gap-2">
        <div className="hidden items-center gap-1 lg:flex">
          <PlayPauseButton />
          <SkipButton direction={-1} />
          <SkipButton direction={1} />
          <VolumeControl />
          <TimeDisplay />
        </div>
        <div className="flex flex-1 items-center justify-center gap-1 lg:flex-none lg:justify-end">
          {meta.kind === "tv" ? (
            <OverlayButton id="episodes" path="/episodes" label={t("player.controls.episodes")}>
              <EpisodesIcon />
            </OverlayButton>
          ) : null}
          <PipButton />
          <CaptionsButton />
          <OverlayButton id="settings" label={t("player.controls.settings")}>
            <SettingsIcon />
          </OverlayButton>
          <FullscreenButton />
        </div>
      </div>
    </div>
  );
}
