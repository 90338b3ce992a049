import { useId } from "react";
import { useFormat } from "../i18n";

/**
 * A slider over a SPEC §5 menu range (`MENU_RANGES`): a fraction, shown and moved in percent,
 * its value beside its label (the language's percent format unless `valueText` says otherwise)
 * and an optional hint below. The settings page and the player's captions menu use it.
 */
export function PercentSlider({
  label,
  value,
  range,
  onChange,
  valueText,
  hint,
  variant = "page",
}: {
  label: string;
  /** A fraction (1 = 100 %). */
  value: number;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  valueText?: (percent: number) => string;
  hint?: string;
  /** A settings page's (bold label) or a player menu's (padded as its rows, medium label). */
  variant?: "page" | "menu";
}) {
  const format = useFormat();
  const id = useId();
  const hintId = useId();
  const percent = Math.round(value * 100);
  return (
    <div className={`flex flex-col ${variant === "menu" ? "gap-1 px-3 py-1" : "gap-1.5"}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label
          htmlFor={id}
          className={variant === "menu" ? "font-medium" : "font-semibold text-ink"}
        >
          {label}
        </label>
        <output htmlFor={id} className="text-ink-muted tabular-nums">
          {valueText ? valueText(percent) : format.percent(percent / 100)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={Math.round(range.min * 100)}
        max={Math.round(range.max * 100)}
        step={Math.round(range.step * 100)}
        value={percent}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="h-8 w-full cursor-pointer accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
