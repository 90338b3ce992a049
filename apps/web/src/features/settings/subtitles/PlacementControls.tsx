import { MENU_RANGES, type SubtitlePlacement } from "@matinee/subtitles";
import { useId } from "react";
import { useTranslation } from "../../../shared/i18n";
import { setSubtitlePlacement } from "../../../shared/subtitles";
import { PercentSlider } from "../../../shared/ui/PercentSlider";

/** The same chips as the colour choice. */
const CHIP_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm text-ink ring-1 ring-line transition-colors hover:bg-raised has-checked:bg-raised has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink";

const POSITIONS = [
  { value: "bottom", label: "settings.subtitles.positionBottom" },
  { value: "top", label: "settings.subtitles.positionTop" },
] as const;

/**
 * Where captions without a place of their own go: the top or bottom edge, and how far from it
 * (0-40 % of the picture's height, MENU_RANGES.offset). Cues their file places keep their place.
 */
export function PlacementControls({ placement }: { placement: SubtitlePlacement }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t("settings.subtitles.position")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {POSITIONS.map((position) => (
            <label key={position.value} className={CHIP_CLASS}>
              <input
                type="radio"
                name={name}
                value={position.value}
                checked={placement.position === position.value}
                onChange={() => setSubtitlePlacement({ position: position.value })}
                className="sr-only"
              />
              {t(position.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <PercentSlider
        valueText={(value) => t("settings.subtitles.percent", { value })}
        label={t("settings.subtitles.offset")}
        value={placement.offset}
        range={MENU_RANGES.offset}
        onChange={(offset) => setSubtitlePlacement({ offset })}
        hint={t("settings.subtitles.placementHint")}
      />
    </>
  );
}
