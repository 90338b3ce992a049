import { createPlayer, type Player } from "@matinee/player";
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n";
import { getConfig } from "../../../app/config";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { createUrlRewriter } from "./rewrite-url";

const PlayerContext = createContext<Player | null>(null);

/** Reads the preferences once: the engine takes them as starting options, then owns them. */
function startingOptions(language: string) {
  const preferences = usePlayerPreferences.getState();
  return {
    preferredAudioLanguage: language,
    rewriteUrl: createUrlRewriter(getConfig().cdnReplacements),
    volume: preferences.volume,
    muted: preferences.muted,
    quality: {
      automatic: preferences.automaticQuality,
      lastChosen: preferences.lastChosenQuality,
    },
  };
}

/**
 * Creates the playback engine for one player screen and destroys it when the screen goes.
 * Volume and the manual quality choice flow back into the preferences store as the engine
 * confirms them, so they outlive the screen.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [player, setPlayer] = useState<Player | null>(null);

  // A layout effect: the screen then renders in the same frame, not one paint later (SPEC §9
  // first-frame target; the <video> and its source wait for this).
  useLayoutEffect(() => {
    const created = createPlayer(startingOptions(i18n.language));
    const { setPreference } = usePlayerPreferences.getState();
    const stops = [
      created.on("volumechange", ({ volume, muted }) => {
        setPreference("volume", volume);
        setPreference("muted", muted);
      }),
      created.on("qualitypreference", ({ lastChosenQuality, automatic }) => {
        setPreference("lastChosenQuality", lastChosenQuality);
        setPreference("automaticQuality", automatic);
      }),
    ];
    // The engine is an outside resource made on mount and destroyed on unmount (so StrictMode's
    // mount-unmount-mount gets a fresh one); the screen renders once it exists.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlayer(created);
    return () => {
      stops.forEach((stop) => stop());
      created.destroy();
    };
    // The engine lives as long as the screen: a language change does not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!player) return null;
  return <PlayerContext value={player}>{children}</PlayerContext>;
}

/** Puts a given engine (a test double) in place of the one PlayerProvider would create. */
export function PlayerContextProvider({
  player,
  children,
}: {
  player: Player;
  children: ReactNode;
}) {
  return <PlayerContext value={player}>{children}</PlayerContext>;
}

/** The engine of the surrounding player screen. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error("usePlayer must be used inside <PlayerProvider>");
  return player;
}
