import type { Quality } from "@matinee/contracts";
import { QUALITY_ORDER } from "@matinee/domain";
import { useTranslation } from "../../../../shared/i18n";
import { usePlayer } from "../../player/PlayerProvider";
import { usePlayerState } from "../../player/use-player-state";
import { Menu } from "../menu/Menu";
import { qualityLabel } from "./quality-label";
import { useSettingsNav } from "./use-settings-nav";
import "../../strings";

/** Every quality is listed (unavailable ones disabled); "unknown" only when the source has it. */
function listedQualities(available: readonly Quality[]): Quality[] {
  return QUALITY_ORDER.filter((quality) => quality !== "unknown" || available.includes(quality));
}

/** `?r=/settings/quality`: automatic on/off and a manual choice (which turns automatic off). */
export function QualityPage() {
  const { t } = useTranslation();
  const go = useSettingsNav();
  const player = usePlayer();
  const available = usePlayerState((state) => state.qualities);
  const current = usePlayerState((state) => state.quality);
  const automatic = usePlayerState((state) => state.automaticQuality);

  return (
    <>
      <Menu.Header
        title={t("player.settings.quality")}
        onBack={() => go("/")}
        backLabel={t("player.settings.back")}
      />
      <Menu.Body>
        <Menu.Section title={t("player.settings.quality")} choice>
          {listedQualities(available).map((quality) => (
            <Menu.Option
              key={quality}
              label={qualityLabel(quality, t)}
              selected={!automatic && current === quality}
              disabled={!available.includes(quality)}
              onSelect={() => player.setQuality(quality)}
            />
          ))}
        </Menu.Section>
        <Menu.Section>
          <Menu.Toggle
            label={t("player.quality.automatic")}
            checked={automatic}
            onChange={(on) => player.setQuality(on ? "auto" : (current ?? available[0] ?? "auto"))}
          />
          <Menu.Note>{t("player.quality.hint")}</Menu.Note>
        </Menu.Section>
      </Menu.Body>
    </>
  );
}
