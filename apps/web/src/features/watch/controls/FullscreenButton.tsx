import { useTranslation } from "../../../shared/i18n";
import { useScreen } from "../screen/ScreenContext";
import { ControlButton } from "./ControlButton";
import { FullscreenIcon } from "./player-icons";
import "../strings";

export function FullscreenButton() {
  const { t } = useTranslation();
  const { fullscreen } = useScreen();
  if (!fullscreen.supported) return null;
  return (
    <ControlButton
      label={t(fullscreen.active ? "player.controls.exitFullscreen" : "player.controls.fullscreen")}
      command="toggleFullscreen"
      onClick={fullscreen.toggle}
    >
      <FullscreenIcon active={fullscreen.active} />
    </ControlButton>
  );
}
