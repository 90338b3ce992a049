import { useTranslation } from "../../../../shared/i18n";
import { usePlayer } from "../../player/PlayerProvider";
import { usePlayerState } from "../../player/use-player-state";
import { Menu } from "../menu/Menu";
import { audioTrackName } from "./track-name";
import { useSettingsNav } from "./use-settings-nav";
import "../../strings";

/** `?r=/settings/audio`: the source's audio tracks by language name. */
export function AudioPage() {
  const { t, i18n } = useTranslation();
  const go = useSettingsNav();
  const player = usePlayer();
  const tracks = usePlayerState((state) => state.audioTracks);
  const active = usePlayerState((state) => state.audioTrack);

  return (
    <>
      <Menu.Header
        title={t("player.settings.audio")}
        onBack={() => go("/")}
        backLabel={t("player.settings.back")}
      />
      <Menu.Body>
        {tracks.length === 0 ? (
          <Menu.Note>{t("player.audio.none")}</Menu.Note>
        ) : (
          <Menu.Section title={t("player.settings.audio")} choice>
            {tracks.map((track) => (
              <Menu.Option
                key={track.id}
                label={audioTrackName(track, i18n.language)}
                selected={track.id === active}
                onSelect={() => player.setAudioTrack(track.id)}
              />
            ))}
          </Menu.Section>
        )}
      </Menu.Body>
    </>
  );
}
