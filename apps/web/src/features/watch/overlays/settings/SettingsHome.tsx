import { useTranslation } from "../../../../shared/i18n";
import { useProviderName } from "../../../scraping";
import { usePlayerState } from "../../player/use-player-state";
import { CaptionHomeRows } from "../captions/CaptionHomeRows";
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
  const quality = usePlayerState((state) => state.quality);
  const automatic = usePlayerState((state) => state.automaticQuality);
  const tracks = usePlayerState((state) => state.audioTracks);
  const trackId = usePlayerState((state) => state.audioTrack);
  const rate = usePlayerState((state) => state.playbackRate);
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
        <Menu.Section title={t("player.settings.experience")}>
          <CaptionHomeRows />
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
