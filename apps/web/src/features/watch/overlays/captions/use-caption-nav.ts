import { useOverlayRouter } from "../use-overlay-router";
import { useSettingsNav } from "../settings/use-settings-nav";
import {
  captionBackPath,
  captionPath,
  type CaptionMenuVariant,
  type CaptionView,
} from "./caption-paths";

/** Moves between the captions pages of one variant, and back out of them. */
export function useCaptionNav(variant: CaptionMenuVariant) {
  const go = useSettingsNav();
  const { close } = useOverlayRouter();
  return {
    /** Opens a view of this variant. */
    open: (view: CaptionView) => go(captionPath(view, variant)),
    /** Back from `view`: to the first captions page, to the settings home, or closed. */
    back: (view: CaptionView) => {
      const path = captionBackPath(view, variant);
      if (path === null) close();
      else go(path);
    },
  };
}
