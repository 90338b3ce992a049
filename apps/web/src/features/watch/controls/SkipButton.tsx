import { useTranslation } from "../../../shared/i18n";
import { usePlayer } from "../player/PlayerProvider";
import { ControlButton } from "./ControlButton";
import { SkipBackIcon, SkipForwardIcon } from "./player-icons";
import "../strings";

/** SPEC §9: the skip buttons move 10 s. */
export const SKIP_SECONDS = 10;

export function SkipButton({ direction, large }: { direction: 1 | -1; large?: boolean }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const forward = direction === 1;
  return (
    <ControlButton
      label={t(forward ? "player.controls.forward" : "player.controls.back", {
        count: SKIP_SECONDS,
      })}
      command={forward ? "seekForward10" : "seekBack10"}
      large={large}
      onClick={() => player.seekBy(direction * SKIP_SECONDS)}
    >
      {forward ? <SkipForwardIcon /> : <SkipBackIcon />}
    </ControlButton>
  );
}
