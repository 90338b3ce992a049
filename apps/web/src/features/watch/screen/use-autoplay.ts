import { canAutoplayNext, hasReachedAutoplayPoint } from "@matinee/domain";
import { parseProxyList } from "@matinee/providers";
import { useEffect, useRef } from "react";
import { useNavigate } from "../../../shared/router";
import { appConfig } from "../../../shared/lib/config";
import { isExtensionActive, useExtensionState } from "../../../shared/lib/extension-state";
import { useProxyUrlsStore } from "../../../shared/lib/proxy-urls-store";
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
 * Whether the viewer set proxy workers of their own (settings, onboarding): then scraping goes
 * through them, not the host's. The operator's configured proxies and its scraper-API entry
 * (`|type=api|…`) are the host's, not the viewer's.
 */
function hasOwnProxy(urls: readonly string[]): boolean {
  return parseProxyList(urls).some((entry) => entry.type === "proxy");
}

/**
 * Moves to `nextPath` when playback reaches 1% before the end, once per episode, if the viewer
 * has autoplay on and the host allows it, or the viewer scrapes with their own means (the
 * browser extension active, or their own proxy). The next episode starts from its beginning.
 */
export function useAutoplay(nextPath: string | null, fromOwnLibrary: boolean): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const enabled = usePlayerPreferences((preferences) => preferences.enableAutoplay);
  const hasExtension = useExtensionState(isExtensionActive);
  const hasCustomProxy = useProxyUrlsStore((state) => hasOwnProxy(state.urls));
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!nextPath) return;
    const allowed = canAutoplayNext({
      preferenceEnabled: enabled,
      allowedByConfig: isAllowedByHost(fromOwnLibrary),
      hasExtension,
      hasCustomProxy,
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
  }, [player, navigate, nextPath, enabled, fromOwnLibrary, hasExtension, hasCustomProxy]);
}
