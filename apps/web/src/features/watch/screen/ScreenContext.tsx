import type { RunOutput, ScrapeMedia } from "@matinee/contracts";
import { createContext, useContext } from "react";
import type { WatchMeta } from "../watch-meta";

/** What plays and how to change it, for the source overlay (`/source`, `/source/embeds`). */
export interface ScreenSource {
  /** What the scrapers are asked for; null when the title cannot be searched. */
  media: ScrapeMedia | null;
  /** The source the playing stream came from; null before one is found. */
  sourceId: string | null;
  /** Plays another source's stream at the current time. */
  switchTo: (output: RunOutput) => void;
}

/** What the controls of one player screen share besides the engine. */
export interface ScreenValue {
  meta: WatchMeta;
  /** The URL segment of the title (`tmdb-tv-42-lunar-tales`), for episode links. */
  mediaId: string;
  fullscreen: { active: boolean; supported: boolean; toggle: () => void };
  /** The controls are on screen (hover rules of SPEC §4). */
  controlsVisible: boolean;
  source: ScreenSource;
}

const ScreenContext = createContext<ScreenValue | null>(null);

export const ScreenProvider = ScreenContext;

export function useScreen(): ScreenValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error("useScreen must be used inside a player screen");
  return value;
}
