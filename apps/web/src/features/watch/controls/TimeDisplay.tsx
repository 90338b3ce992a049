import { finishTime, formatTimeDisplay, type TimeFormat } from "@matinee/domain";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { usePlayerState } from "../player/use-player-state";
import "../strings";

/**
 * "0:42 / 3:02", or after a click the time left with the clock time the video finishes at
 * (SPEC §4 regular / remaining). `short` drops the finish clock (mobile).
 */
export function TimeDisplay({ short = false }: { short?: boolean }) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<TimeFormat>("regular");
  const currentTime = usePlayerState((state) => state.currentTime);
  const duration = usePlayerState((state) => state.duration);
  const rate = usePlayerState((state) => state.playbackRate);
  const { current, total } = formatTimeDisplay(format, currentTime, duration, rate);
  // Only when shown: a clock formatter is costly to make (the first one loads locale data, on
  // the player's first render, which the first frame waits for).
  const clock = () =>
    clockFormat(i18n.language).format(finishTime(new Date(), currentTime, duration, rate));

  return (
    <button
      type="button"
      onClick={() => setFormat(format === "regular" ? "remaining" : "regular")}
      title={t("player.time.toggle")}
      // Clock times read left to right on every page ("-1:23" keeps its minus in front); the
      // sentence with the finish time follows the page.
      dir={format === "remaining" && !short ? undefined : "ltr"}
      className="rounded-md px-2 py-1 text-sm font-medium text-ink tabular-nums hover:bg-ink/15"
    >
      {format === "regular"
        ? t("player.time.regular", { current, total })
        : short
          ? t("player.time.left", { left: current })
          : t("player.time.remaining", { left: current, clock: clock() })}
    </button>
  );
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The clock-time formatter of a language, made once (the display re-renders as time moves). */
function clockFormat(language: string): Intl.DateTimeFormat {
  let format = clockFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeStyle: "short" });
    clockFormats.set(language, format);
  }
  return format;
}
