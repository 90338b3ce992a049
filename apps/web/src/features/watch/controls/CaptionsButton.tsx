import { useTranslation } from "../../../shared/i18n";
import { Icon, type IconProps } from "../../../shared/ui/icons";
import { useCaptionStore } from "../captions/caption-store";
import { CAPTIONS_OVERLAY_PATH, isCaptionsOverlayPath } from "../overlays/captions/caption-paths";
import { useOverlayRouter } from "../overlays/use-overlay-router";
import { ControlButton } from "./ControlButton";
import "../strings";

/** A "CC" card; decorative (the button carries the label). */
function CaptionsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M10.5 10.2a2.2 2.2 0 1 0 0 3.6M17.5 10.2a2.2 2.2 0 1 0 0 3.6" />
    </Icon>
  );
}

/**
 * Opens the captions menu (`?r=/settings/captionsOverlay`), or closes it when it is open;
 * pressed while a caption shows.
 */
export function CaptionsButton() {
  const { t } = useTranslation();
  const showing = useCaptionStore((state) => state.active !== null);
  const { route, navigate, close } = useOverlayRouter();
  const open = route?.id === "settings" && isCaptionsOverlayPath(route.path);
  return (
    <ControlButton
      label={t("player.captions.button")}
      pressed={showing}
      onClick={() => (open ? close() : navigate("settings", CAPTIONS_OVERLAY_PATH))}
    >
      <CaptionsIcon />
    </ControlButton>
  );
}
