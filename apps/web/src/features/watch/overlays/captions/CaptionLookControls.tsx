import { SUBTITLE_COLOURS, type SubtitleStyling } from "@matinee/subtitles";
import { useId } from "react";
import { useFormat, useTranslation } from "../../../../shared/i18n";
import { setSubtitleStyling } from "../../../../shared/subtitles";
import "../../strings";

/** A slider over a SPEC §5 menu range, shown in percent, its value beside its label. */
export function PercentSlider({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  /** Stored units (a share: 1 = 100 %). */
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}) {
  const format = useFormat();
  const id = useId();
  const percent = (share: number) => Math.round(share * 100);
  return (
    <div className="flex flex-col gap-1 px-3 py-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-ink-muted tabular-nums">
          {format.percent(percent(value) / 100)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={percent(range.min)}
        max={percent(range.max)}
        step={percent(range.step)}
        value={percent(value)}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="h-8 w-full cursor-pointer accent-accent"
      />
    </div>
  );
}

const chipClass =
  "flex min-h-10 items-center gap-2 rounded-full py-1 ps-1 pe-3 text-sm ring-1 ring-line " +
  "ring-inset transition-colors hover:bg-raised aria-checked:bg-raised aria-checked:ring-2 aria-checked:ring-accent";

/** The caption colours the menu offers (SPEC §5: white, grey, blue, yellow). */
export function ColourChoice({ styling }: { styling: SubtitleStyling }) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t("player.captions.look.colour")}
      className="flex flex-wrap gap-2 px-3 py-1"
    >
      {SUBTITLE_COLOURS.map((colour) => (
        <button
          key={colour.id}
          type="button"
          role="radio"
          aria-checked={styling.color === colour.value}
          className={chipClass}
          onClick={() => setSubtitleStyling({ color: colour.value })}
        >
          <span
            aria-hidden="true"
            className="size-7 rounded-full ring-1 ring-line"
            style={{ backgroundColor: colour.value }}
          />
          {t(`player.captions.look.colours.${colour.id}`)}
        </button>
      ))}
    </div>
  );
}
