import { canAutoplayNext, hasReachedAutoplayPoint } from "@matinee/domain";
import { parseProxyList } from "@matinee/providers";
import { useEffect, useRef } from "react";
import { useNavigate } from "../../../shared/router";
import { appConfig } from "../../../shared/lib/config";
import { activeProxyUrls } from "../../../shared/lib/proxy-urls-store";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";

/**
 * Whether the host lets the next episode start by itself (SPEC §4, §6). Streams from Matinee's
 * own media library count as allowed: the rule exists to spare third-party sources scraped
 * through shared proxies, and the library involves no scraping.
 */
function isAllowedByHost(fromOwnLibrary: boolean): boolean {
  const config = appConfig();
  return config.allowAutoplay || fromOwnLibrary;
}

/**
 * Moves to `nextPath` when playback reaches 1% before the end, once per episode, if the viewer
 * has autoplay on and the host allows it. The next episode starts from its beginning.
 */
export function useAutoplay(nextPath: string | null, fromOwnLibrary: boolean): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const enabled = usePlayerPreferences((preferences) => preferences.enableAutoplay);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!nextPath) return;
    const allowed = canAutoplayNext({
      preferenceEnabled: enabled,
      allowedByConfig: isAllowedByHost(fromOwnLibrary),
      hasExtension: false,
      // Only real proxies count: the scraper-API entry this server adds to the list by default
      // (`|type=api|…`) is not the viewer's own proxy.
      hasCustomProxy: parseProxyList(activeProxyUrls()).some((entry) => entry.type === "proxy"),
    });
    if (!allowed) return;
    return player.store.select(
      (state) => hasReachedAutoplayPoint(state.currentTime, state.duration),
      (reached) => {
        if (!reached || done.current === nextPath) return;
        done.current = nextPath;
        void navigate(nextPath);
      },
    );
  }, [player, navigate, nextPath, enabled, fromOwnLibrary]);
}
