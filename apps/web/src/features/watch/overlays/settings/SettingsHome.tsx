import { languageName } from "@matinee/domain";
import { useTranslation } from "../../../../shared/i18n";
import { useProviderName } from "../../../scraping";
import { showCaption } from "../../captions/show-caption";
import { usePlayer } from "../../player/PlayerProvider";
import { usePlayerState } from "../../player/use-player-state";
import { useScreen } from "../../screen/ScreenContext";
import { Menu } from "../menu/Menu";
import { qualityLabel } from "./quality-label";
import { audioTrackName } from "./track-name";
import { useSettingsNav } from "./use-settings-nav";
import "../../strings";

/** `?r=/settings`: the first page, one row per settings page. */
export function SettingsHome() {
  const { t, i18n } = useTranslation();
  const go = useSettingsNav();
  const player = usePlayer();
  const quality = usePlayerState((state) => state.quality);
  const automatic = usePlayerState((state) => state.automaticQuality);
  const tracks = usePlayerState((state) => state.audioTracks);
  const trackId = usePlayerState((state) => state.audioTrack);
  const rate = usePlayerState((state) => state.playbackRate);
  const captions = usePlayerState((state) => state.captions);
  const captionId = usePlayerState((state) => state.caption?.id ?? null);
  const track = tracks.find((entry) => entry.id === trackId);
  const source = useScreen().source;
  const sourceName = useProviderName();

  return (
    <>
      <Menu.Header title={t("player.settings.title")} />
      <Menu.Body>
        <Menu.Section title={t("player.settings.video")}>
          <Menu.Link
            label={t("player.settings.quality")}
            value={
              automatic ? t("player.quality.auto") : quality ? qualityLabel(quality, t) : undefined
            }
            onSelect={() => go("/quality")}
          />
          {tracks.length > 0 ? (
            <Menu.Link
              label={t("player.settings.audio")}
              value={track && audioTrackName(track, i18n.language)}
              onSelect={() => go("/audio")}
            />
          ) : null}
          {source.media ? (
            <Menu.Link
              label={t("player.settings.source")}
              value={source.sourceId ? sourceName(source.sourceId) : undefined}
              onSelect={() => go("/source")}
            />
          ) : null}
        </Menu.Section>
        {captions.length > 0 ? (
          // TODO(subtitles issue): a /captions page (styling, upload, online subtitles).
          <Menu.Section title={t("player.settings.captions")} choice>
            <Menu.Option
              label={t("player.captions.off")}
              selected={captionId === null}
              onSelect={() => void showCaption(player, null)}
            />
            {captions.map((caption) => (
              <Menu.Option
                key={caption.id}
                label={languageName(caption.language, i18n.language)}
                selected={caption.id === captionId}
                onSelect={() => void showCaption(player, caption)}
              />
            ))}
          </Menu.Section>
        ) : null}
        <Menu.Section title={t("player.settings.experience")}>
          <Menu.Link
            label={t("player.settings.playback")}
            value={t("player.playback.rate", { rate })}
            onSelect={() => go("/playback")}
          />
        </Menu.Section>
      </Menu.Body>
    </>
  );
}
