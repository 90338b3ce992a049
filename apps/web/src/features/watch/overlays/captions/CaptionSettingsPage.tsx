import { MENU_RANGES } from "@matinee/subtitles";
import { useId } from "react";
import { useTranslation } from "../../../../shared/i18n";
import {
  resetSubtitleStyling,
  setSubtitlePlacement,
  setSubtitleStyling,
  useSubtitleSettings,
} from "../../../../shared/subtitles";
import { buttonClass } from "../../../../shared/ui/button-styles";
import { downloadActiveCaption } from "../../captions/caption-actions";
import { useCaptionStore } from "../../captions/caption-store";
import { useScreen } from "../../screen/ScreenContext";
import { Menu } from "../menu/Menu";
import type { CaptionMenuVariant } from "./caption-paths";
import { PercentSlider } from "../../../../shared/ui/PercentSlider";
import { ColourChoice } from "./CaptionLookControls";
import { DelayControl } from "./DelayControl";
import { useCaptionNav } from "./use-caption-nav";
import "../../strings";

/**
 * `/captions/settings` (and `…Overlay`): the delay, fix capitals, the captions' look (bold,
 * colour, size, background, blur) and place, "Download subtitle" and a reset of the look. Every
 * change applies at once and is kept with the subtitle settings.
 */
export function CaptionSettingsPage({ variant }: { variant: CaptionMenuVariant }) {
  const { t } = useTranslation();
  const nav = useCaptionNav(variant);
  const { meta } = useScreen();
  const showing = useCaptionStore((state) => state.active !== null);
  const overrideCasing = useSubtitleSettings((state) => state.overrideCasing);
  const styling = useSubtitleSettings((state) => state.styling);
  const placement = useSubtitleSettings((state) => state.placement);
  const downloadHintId = useId();

  return (
    <>
      <Menu.Header
        title={t("player.captions.look.title")}
        onBack={() => nav.back("settings")}
        backLabel={t("player.captions.back")}
      />
      <Menu.Body>
        <Menu.Section>
          <DelayControl />
          <Menu.Toggle
            label={t("player.captions.look.fixCapitals")}
            checked={overrideCasing}
            onChange={(on) => useSubtitleSettings.setState({ overrideCasing: on })}
          />
        </Menu.Section>
        <Menu.Section title={t("player.captions.look.style")}>
          <Menu.Toggle
            label={t("player.captions.look.bold")}
            checked={styling.bold}
            onChange={(on) => setSubtitleStyling({ bold: on })}
          />
          <ColourChoice styling={styling} />
          <PercentSlider
            variant="menu"
            label={t("player.captions.look.size")}
            value={styling.size}
            range={MENU_RANGES.size}
            onChange={(size) => setSubtitleStyling({ size })}
          />
          <PercentSlider
            variant="menu"
            label={t("player.captions.look.backgroundOpacity")}
            value={styling.backgroundOpacity}
            range={MENU_RANGES.backgroundOpacity}
            onChange={(backgroundOpacity) => setSubtitleStyling({ backgroundOpacity })}
          />
          <PercentSlider
            variant="menu"
            label={t("player.captions.look.backgroundBlur")}
            value={styling.backgroundBlur}
            range={MENU_RANGES.backgroundBlur}
            onChange={(backgroundBlur) => setSubtitleStyling({ backgroundBlur })}
          />
        </Menu.Section>
        <Menu.Section title={t("player.captions.look.position")} choice>
          <div className="grid grid-cols-2 gap-1">
            {(["bottom", "top"] as const).map((position) => (
              <Menu.Option
                key={position}
                label={t(`player.captions.look.${position}`)}
                selected={placement.position === position}
                onSelect={() => setSubtitlePlacement({ position })}
              />
            ))}
          </div>
        </Menu.Section>
        <Menu.Section>
          <PercentSlider
            variant="menu"
            label={t("player.captions.look.offset")}
            value={placement.offset}
            range={MENU_RANGES.offset}
            onChange={(offset) => setSubtitlePlacement({ offset })}
          />
        </Menu.Section>
        <Menu.Section>
          <div className="flex flex-wrap gap-2 px-3 py-1">
            <button
              type="button"
              className={buttonClass("secondary")}
              disabled={!showing}
              aria-describedby={showing ? undefined : downloadHintId}
              onClick={() => void downloadActiveCaption(meta.title)}
            >
              {t("player.captions.look.download")}
            </button>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={resetSubtitleStyling}
            >
              {t("player.captions.look.resetLook")}
            </button>
          </div>
          {showing ? null : (
            <p id={downloadHintId} className="px-3 text-xs text-ink-muted">
              {t("player.captions.look.downloadHint")}
            </p>
          )}
        </Menu.Section>
      </Menu.Body>
    </>
  );
}
