import { useTranslation } from "../../../shared/i18n";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { ControlButton } from "./ControlButton";
import { PipIcon } from "./player-icons";
import "../strings";

/** Picture-in-picture; hidden where the browser has none. */
export function PipButton() {
  const { t } = useTranslation();
  const player = usePlayer();
  const active = usePlayerState((state) => state.pictureInPicture);
  if (!document.pictureInPictureEnabled) return null;
  return (
    <ControlButton
      label={t(active ? "player.controls.exitPip" : "player.controls.pip")}
      pressed={active}
      onClick={() =>
        // A refusal (no video yet, a policy) leaves the state as the engine reports it.
        void (active ? player.exitPictureInPicture() : player.enterPictureInPicture()).catch(
          () => undefined,
        )
      }
    >
      <PipIcon />
    </ControlButton>
  );
}
