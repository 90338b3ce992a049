import { stepPlaybackRate } from "@matinee/domain";
import { useMemo } from "react";
import { toggleCaptionsByKey } from "../captions/use-caption-restore";
import type { CommandTarget } from "../keyboard/run-command";
import { usePlayer } from "../player/PlayerProvider";
import { MODAL_PARAM } from "../overlays/overlay-route";
import { useOverlayRouter } from "../overlays/use-overlay-router";
import { useQueryRoute } from "../overlays/use-query-route";

/** The keyboard commands of SPEC §9 as engine requests and overlay moves. */
export function useCommandTarget(toggleFullscreen: () => void): CommandTarget {
  const player = usePlayer();
  const overlay = useOverlayRouter();
  const modal = useQueryRoute(MODAL_PARAM);

  return useMemo(() => {
    const state = () => player.store.getState();
    return {
      togglePlay: () => (state().paused ? player.play() : player.pause()),
      seekBy: (seconds) => player.seekBy(seconds),
      volumeBy: (delta) => {
        if (state().muted && delta > 0) player.setMuted(false);
        player.setVolume(state().volume + delta);
      },
      toggleMute: () => player.setMuted(!state().muted),
      toggleFullscreen,
      speedStep: (direction) =>
        player.setPlaybackRate(stepPlaybackRate(state().playbackRate, direction)),
      toggleCaptions: () => toggleCaptionsByKey(player),
      closeOverlay: () => {
        if (modal.value !== null) modal.close();
        else if (overlay.route) overlay.close();
        else return false;
        return true;
      },
    };
  }, [player, overlay, modal, toggleFullscreen]);
}
