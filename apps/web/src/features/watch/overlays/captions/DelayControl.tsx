import { parseDelayInput, stepDelay } from "@matinee/subtitles";
import { useId, useState } from "react";
import { useFormat, useTranslation } from "../../../../shared/i18n";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { setCaptionDelay } from "../../captions/caption-actions";
import { usePlayer } from "../../player/PlayerProvider";
import { delayInputText } from "./delay-text";
import "../../strings";

const stepButton =
  "grid size-9 shrink-0 place-items-center rounded-lg bg-raised text-lg font-semibold text-ink " +
  "ring-1 ring-line ring-inset transition-colors hover:bg-line";

/**
 * The subtitle delay (SPEC §5): −10 … +10 s by 0.1 s with − and +, or typed (a number, which
 * applies on Enter or on leaving the field; anything else is ignored), and a reset to 0.
 * Positive shows subtitles later.
 */
export function DelayControl() {
  const { t } = useTranslation();
  const format = useFormat();
  const player = usePlayer();
  const delay = useSubtitleSettings((state) => state.delay);
  /** What the viewer is typing; null while the field shows the delay. */
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  const set = (seconds: number) => {
    setDraft(null);
    setCaptionDelay(player, seconds);
  };
  const commit = () => {
    if (draft === null) return;
    const parsed = parseDelayInput(draft);
    if (parsed === null) setDraft(null);
    else set(parsed);
  };
  const shown = format.number(delay, {
    style: "unit",
    unit: "second",
    unitDisplay: "narrow",
    signDisplay: "exceptZero",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  return (
    <div className="flex flex-col gap-2 px-3 py-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={inputId} className="font-medium">
          {t("player.captions.look.delay")}
        </label>
        <output htmlFor={inputId} className="text-ink-muted tabular-nums" data-testid="delay-value">
          {shown}
        </output>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t("player.captions.look.earlier")}
          onClick={() => set(stepDelay(delay, -1))}
        >
          −
        </button>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          value={draft ?? delayInputText(delay)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className="h-9 w-full min-w-0 flex-1 rounded-lg bg-raised px-3 text-center text-sm text-ink tabular-nums ring-1 ring-line outline-none ring-inset focus-visible:ring-2 focus-visible:ring-accent"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t("player.captions.look.later")}
          onClick={() => set(stepDelay(delay, 1))}
        >
          +
        </button>
        <button
          type="button"
          className="h-9 shrink-0 rounded-lg px-2 text-xs font-semibold text-ink-muted hover:bg-raised hover:text-ink"
          onClick={() => set(0)}
        >
          {t("player.captions.look.resetDelay")}
        </button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t("player.captions.look.delayHint")}
      </p>
    </div>
  );
}
