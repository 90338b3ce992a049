import { useTranslation } from "../../../../shared/i18n";
import { PLAYBACK_RATES } from "@matinee/domain";
import { PLAYER_COMMANDS } from "../../keyboard/player-commands";
import { usePlayer } from "../../player/PlayerProvider";
import { usePlayerState } from "../../player/use-player-state";
import { usePlayerPreferences } from "../../preferences/preferences-store";
import { Menu } from "../menu/Menu";
import { useSettingsNav } from "./use-settings-nav";
import "../../strings";

/** `?r=/settings/playback`: speed, autoplay, seek-bar images, and the keyboard shortcuts (read from their table). */
export function PlaybackPage() {
  const { t } = useTranslation();
  const go = useSettingsNav();
  const player = usePlayer();
  const rate = usePlayerState((state) => state.playbackRate);
  const autoplay = usePlayerPreferences((preferences) => preferences.enableAutoplay);
  const thumbnails = usePlayerPreferences((preferences) => preferences.enableThumbnails);
  const setPreference = usePlayerPreferences((preferences) => preferences.setPreference);

  return (
    <>
      <Menu.Header
        title={t("player.settings.playback")}
        onBack={() => go("/")}
        backLabel={t("player.settings.back")}
      />
      <Menu.Body>
        <Menu.Section title={t("player.playback.speed")} choice>
          <div className="grid grid-cols-5 gap-1">
            {PLAYBACK_RATES.map((option) => (
              <Menu.Option
                key={option}
                label={t("player.playback.rate", { rate: option })}
                selected={option === rate}
                onSelect={() => player.setPlaybackRate(option)}
              />
            ))}
          </div>
        </Menu.Section>
        <Menu.Section>
          <Menu.Toggle
            label={t("player.playback.autoplay")}
            checked={autoplay}
            onChange={(on) => setPreference("enableAutoplay", on)}
          />
          <Menu.Toggle
            label={t("player.playback.thumbnails")}
            checked={thumbnails}
            onChange={(on) => setPreference("enableThumbnails", on)}
          />
        </Menu.Section>
        <Menu.Section title={t("player.keys.title")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 text-sm">
            {PLAYER_COMMANDS.map((command) => (
              <div key={command.id} className="contents">
                <dt>
                  <kbd className="rounded bg-raised px-1.5 py-0.5 font-mono text-xs">
                    {command.hint}
                  </kbd>
                </dt>
                <dd className="text-ink-muted">{t(`player.keys.${command.id}`)}</dd>
              </div>
            ))}
          </dl>
        </Menu.Section>
      </Menu.Body>
    </>
  );
}
