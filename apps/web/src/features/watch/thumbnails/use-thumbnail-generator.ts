import { isSafariUserAgent } from "@matinee/domain";
import { createThumbnailGenerator } from "@matinee/player";
import { useEffect } from "react";
import { appConfig } from "../../../shared/lib/config";
import { usePlayer } from "../player/PlayerProvider";
import { createUrlRewriter } from "../player/rewrite-url";
import { usePlayerPreferences } from "../preferences/preferences-store";

/**
 * Takes seek-bar images of each source the engine plays while the viewer's preference is on
 * (off by default: it downloads the stream a second time). Never on Safari (SPEC §9).
 */
export function useThumbnailGenerator(): void {
  const player = usePlayer();
  const enabled = usePlayerPreferences((preferences) => preferences.enableThumbnails);

  useEffect(() => {
    if (!enabled) return;
    const generator = createThumbnailGenerator(player, {
      isSupported: !isSafariUserAgent(navigator.userAgent),
      rewriteUrl: createUrlRewriter(appConfig().cdnReplacements),
    });
    return () => generator.destroy();
  }, [player, enabled]);
}
