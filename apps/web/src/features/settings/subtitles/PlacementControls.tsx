import { MENU_RANGES, type SubtitlePlacement } from "@matinee/subtitles";
import { useId } from "react";
import { useTranslation } from "../../../shared/i18n";
import { setSubtitlePlacement } from "../../../shared/subtitles";

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
  const sliderId = useId();
  const hintId = useId();
  const range = MENU_RANGES.offset;
  const percent = Math.round(placement.offset * 100);
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
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <label htmlFor={sliderId} className="font-semibold text-ink">
            {t("settings.subtitles.offset")}
          </label>
          <output htmlFor={sliderId} className="text-ink-muted tabular-nums">
            {t("settings.subtitles.percent", { value: percent })}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={Math.round(range.min * 100)}
          max={Math.round(range.max * 100)}
          step={Math.round(range.step * 100)}
          value={percent}
          aria-describedby={hintId}
          onChange={(event) => setSubtitlePlacement({ offset: Number(event.target.value) / 100 })}
          className="h-8 w-full cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
        />
        <p id={hintId} className="text-sm text-ink-muted">
          {t("settings.subtitles.placementHint")}
        </p>
      </div>
    </>
  );
}
