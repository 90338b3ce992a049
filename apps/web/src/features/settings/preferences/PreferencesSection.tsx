import { useTranslation } from "../../../shared/i18n";
import { usePlayerPreferences } from "../../watch";
import { Panel } from "../../../shared/ui/Panel";
import { PreferenceSwitch } from "./PreferenceSwitch";
import { SourceOrderList } from "./SourceOrderList";

/**
 * Preferences (SPEC §2, §3): autoplay and seek-bar thumbnails, the same store the player reads,
 * and the order in which a search tries the sources, each of which can be turned off.
 */
export function PreferencesSection() {
  const { t } = useTranslation();
  const enableAutoplay = usePlayerPreferences((state) => state.enableAutoplay);
  const enableThumbnails = usePlayerPreferences((state) => state.enableThumbnails);
  const setPreference = usePlayerPreferences((state) => state.setPreference);
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("settings.preferences.playbackTitle")}>
        <div className="flex flex-col gap-2">
          <PreferenceSwitch
            label={t("settings.preferences.autoplay.label")}
            hint={t("settings.preferences.autoplay.hint")}
            checked={enableAutoplay}
            onChange={(on) => setPreference("enableAutoplay", on)}
          />
          <PreferenceSwitch
            label={t("settings.preferences.thumbnails.label")}
            hint={t("settings.preferences.thumbnails.hint")}
            checked={enableThumbnails}
            onChange={(on) => setPreference("enableThumbnails", on)}
          />
        </div>
      </Panel>
      <SourceOrderList />
    </div>
  );
}
