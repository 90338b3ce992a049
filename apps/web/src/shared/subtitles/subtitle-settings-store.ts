import {
  DEFAULT_SUBTITLE_PLACEMENT,
  DEFAULT_SUBTITLE_SETTINGS,
  DEFAULT_SUBTITLE_STYLING,
  normaliseSubtitleSettings,
  type SubtitlePlacement,
  type SubtitleSettings,
  type SubtitleStyling,
} from "@matinee/subtitles";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The subtitle settings of this browser (SPEC §3 stored key `subtitles`). */
export const SUBTITLES_KEY = "matinee::subtitles";

export interface SubtitleSettingsState extends SubtitleSettings {
  /** The synced `defaultSubtitleLanguage` (a language code), or null for none. */
  defaultSubtitleLanguage: string | null;
}

const INITIAL: SubtitleSettingsState = {
  ...DEFAULT_SUBTITLE_SETTINGS,
  defaultSubtitleLanguage: null,
};

/** Bump with a migrate step when the stored shape changes. */
const VERSION = 1;

function readLanguage(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Whatever was stored (by hand, by an import, by an older version) → valid settings, clamped. */
function normalise(stored: unknown): SubtitleSettingsState {
  const record = typeof stored === "object" && stored !== null ? stored : {};
  return {
    ...normaliseSubtitleSettings(record),
    defaultSubtitleLanguage: readLanguage(
      (record as { defaultSubtitleLanguage?: unknown }).defaultSubtitleLanguage,
    ),
  };
}

/**
 * The viewer's subtitle settings: the player's (on/off, last language, delay, casing) and the
 * look of the captions, every value held to SPEC §5's stored clamps when read and when written.
 */
export const useSubtitleSettings = create<SubtitleSettingsState>()(
  persist(() => INITIAL, {
    name: SUBTITLES_KEY,
    version: VERSION,
    storage: createJSONStorage(() => localStorage),
    // Version 1 is the first stored shape; anything older starts from the defaults.
    migrate: () => INITIAL,
    merge: (persisted, current) => ({ ...current, ...normalise(persisted) }),
  }),
);

/** Changes part of the captions' look; the result is clamped as stored values are. */
export function setSubtitleStyling(change: Partial<SubtitleStyling>): void {
  const state = useSubtitleSettings.getState();
  const styling = normalise({ styling: { ...state.styling, ...change } }).styling;
  useSubtitleSettings.setState({ styling });
}

/**
 * Changes where captions without a place of their own go (edge, distance from it); the
 * result is held to the stored rules as a stored value is (offset clamped to 0-0.4).
 */
export function setSubtitlePlacement(change: Partial<SubtitlePlacement>): void {
  const state = useSubtitleSettings.getState();
  const placement = normalise({ placement: { ...state.placement, ...change } }).placement;
  useSubtitleSettings.setState({ placement });
}

/**
 * The captions' look and placement back to their defaults (SPEC §9's look, bottom at 6 %):
 * the settings' "Reset to defaults". The other subtitle settings stay.
 */
export function resetSubtitleStyling(): void {
  useSubtitleSettings.setState({
    styling: { ...DEFAULT_SUBTITLE_STYLING },
    placement: { ...DEFAULT_SUBTITLE_PLACEMENT },
  });
}

/** Keeps the default subtitle language in this browser (sync is the caller's part). */
export function setDefaultSubtitleLanguage(language: string | null): void {
  useSubtitleSettings.setState({ defaultSubtitleLanguage: readLanguage(language) });
}

/**
 * A restore brought the account's default subtitle language: this browser takes it. None on the
 * server (never set) keeps this browser's, as the theme and the interface language do.
 */
export function applySyncedSubtitleLanguage(language: string | null): void {
  if (readLanguage(language)) setDefaultSubtitleLanguage(language);
}
