import { useTranslation } from "../../../shared/i18n";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { ControlButton } from "./ControlButton";
import { PauseIcon, PlayIcon } from "./player-icons";
import "../strings";

export function PlayPauseButton({ large = false }: { large?: boolean }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const paused = usePlayerState((state) => state.paused);
  return (
    <ControlButton
      label={t(paused ? "player.controls.play" : "player.controls.pause")}
      command="togglePlay"
      large={large}
      onClick={() => (paused ? player.play() : player.pause())}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </ControlButton>
  );
}
