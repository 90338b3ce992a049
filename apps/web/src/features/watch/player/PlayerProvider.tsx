import type { Player } from "@matinee/player";
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n";
import {
  adoptScreenPlayer,
  releaseScreenPlayer,
  type ScreenPlayer,
} from "../start-up/screen-player";

const PlayerContext = createContext<Player | null>(null);
const VideoContext = createContext<HTMLVideoElement | null>(null);

/**
 * Gives one player screen (of title `mediaKey`) its engine and <video>: the ones started ahead
 * for this title when its stream was found before the first render, else new ones. They are
 * destroyed when the screen goes (and survive StrictMode's unmount-mount).
 */
export function PlayerProvider({ mediaKey, children }: { mediaKey: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [screen, setScreen] = useState<ScreenPlayer | null>(null);

  // A layout effect: the screen then renders in the same frame, not one paint later (SPEC §9
  // first-frame target; the <video> and its source wait for this).
  useLayoutEffect(() => {
    const adopted = adoptScreenPlayer(mediaKey, i18n.language);
    // The engine is an outside resource adopted on mount and released on unmount; the screen
    // renders once it is here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setScreen(adopted);
    return () => releaseScreenPlayer(adopted);
    // The engine lives as long as the screen: a language change does not rebuild it (a new
    // title gets a new provider, by key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!screen) return null;
  return (
    <PlayerContext value={screen.player}>
      <VideoContext value={screen.video}>{children}</VideoContext>
    </PlayerContext>
  );
}

/** Puts a given engine (a test double) in place of the one PlayerProvider would create. */
export function PlayerContextProvider({
  player,
  video = null,
  children,
}: {
  player: Player;
  video?: HTMLVideoElement | null;
  children: ReactNode;
}) {
  return (
    <PlayerContext value={player}>
      <VideoContext value={video}>{children}</VideoContext>
    </PlayerContext>
  );
}

/** The engine of the surrounding player screen. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error("usePlayer must be used inside <PlayerProvider>");
  return player;
}

/** The <video> the engine plays into (attached to it for the engine's life); null in tests. */
export function usePlayerVideo(): HTMLVideoElement | null {
  return useContext(VideoContext);
}
