import type { Quality } from "@matinee/contracts";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Player preferences kept in the browser (SPEC §3 Preferences, stored keys volume and quality). */
export interface PlayerPreferences {
  /** Move to the next episode by itself near the end (default on). */
  enableAutoplay: boolean;
  /** Seek-bar preview images (default off: they download the stream a second time). */
  enableThumbnails: boolean;
  /** 0..1, default 1 (SPEC §9). */
  volume: number;
  muted: boolean;
  /** The engine picks the quality (files: best; HLS: adaptive). */
  automaticQuality: boolean;
  /** The viewer's last manual quality choice. */
  lastChosenQuality: Quality | null;
  /** Captions on: each new source shows one (in `captionLanguage`, else English). */
  captionsEnabled: boolean;
  /** Language code of the caption chosen last; null before any. */
  captionLanguage: string | null;
}

interface PreferenceActions {
  setPreference: <K extends keyof PlayerPreferences>(key: K, value: PlayerPreferences[K]) => void;
}

export const DEFAULT_PREFERENCES: PlayerPreferences = {
  enableAutoplay: true,
  enableThumbnails: false,
  volume: 1,
  muted: false,
  automaticQuality: true,
  lastChosenQuality: null,
  captionsEnabled: false,
  captionLanguage: null,
};

/**
 * Bump with a `migrate` step whenever the stored shape changes (DESIGN: versioned stores).
 * Added fields need no bump: the stored object is merged over the defaults, so they default.
 */
const VERSION = 1;

export const usePlayerPreferences = create<PlayerPreferences & PreferenceActions>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setPreference: (key, value) => set({ [key]: value }),
    }),
    {
      name: "matinee::player-preferences",
      version: VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setPreference: _setPreference, ...preferences }) => preferences,
      // Version 1 is the first stored shape; an unknown older one starts from the defaults.
      migrate: () => DEFAULT_PREFERENCES,
    },
  ),
);
