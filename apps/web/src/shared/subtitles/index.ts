// The viewer's subtitle settings (SPEC §3, §5): one store for the settings page and the player.
export {
  applySyncedSubtitleLanguage,
  resetSubtitleStyling,
  setDefaultSubtitleLanguage,
  setSubtitlePlacement,
  setSubtitleStyling,
  SUBTITLES_KEY,
  useSubtitleSettings,
  type SubtitleSettingsState,
} from "./subtitle-settings-store";
