import { formatPlaybackTime, thumbnailAt } from "@matinee/domain";
import { useState, type PointerEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { TABLE_KEYS_ATTRIBUTE } from "../keyboard/find-command";
import { usePlayerState } from "../player/use-player-state";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { bufferedEnd, share } from "./seek-bar-math";
import { useSeekDrag } from "./use-seek-drag";
import "../strings";

/** Keeps a native range input's box (for focus and hit testing) but draws none of it. */
const UNDRAWN_RANGE =
  "appearance-none bg-transparent [&::-webkit-slider-thumb]:appearance-none " +
  "[&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-transparent [&::-moz-range-track]:bg-transparent";

/**
 * The progress bar: played and buffered ranges, the time (and preview image, when enabled)
 * under the pointer, and a native range input on top for dragging, clicking and keys. The input
 * draws nothing but its focus ring, around the drawn bar (which thickens meanwhile); its keys
 * are the keyboard table's (arrows 5 s), not the slider's own small steps.
 */
export function SeekBar() {
  const { t } = useTranslation();
  const currentTime = usePlayerState((state) => state.currentTime);
  const duration = usePlayerState((state) => state.duration);
  const buffered = usePlayerState((state) => state.buffered);
  const thumbnails = usePlayerState((state) => state.thumbnails);
  const showThumbnails = usePlayerPreferences((preferences) => preferences.enableThumbnails);
  const drag = useSeekDrag();
  const [hoverShare, setHoverShare] = useState<number | null>(null);
  const time = drag.dragTime ?? currentTime;
  const hoverTime = hoverShare === null ? null : hoverShare * duration;
  const preview = showThumbnails && hoverTime !== null ? thumbnailAt(thumbnails, hoverTime) : null;

  function handlePointerMove(event: PointerEvent<HTMLInputElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setHoverShare(box.width > 0 ? share(event.clientX - box.left, box.width) : null);
  }

  return (
    // Time runs left to right on every page, as in other players (and the arrow keys follow).
    <div dir="ltr" className="group relative flex h-6 w-full items-center">
      <div className="relative h-1 w-full overflow-hidden rounded-full bg-ink/25 transition-[height] group-hover:h-1.5 group-has-focus-visible:h-1.5">
        <div
          className="absolute inset-y-0 start-0 bg-ink/40"
          style={{ width: `${share(bufferedEnd(buffered, time), duration) * 100}%` }}
        />
        <div
          className="absolute inset-y-0 start-0 bg-accent"
          style={{ width: `${share(time, duration) * 100}%` }}
        />
      </div>
      {hoverTime !== null && hoverShare !== null ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-7 -translate-x-1/2 rounded-md bg-canvas/90 px-2 py-1 text-center text-xs text-ink tabular-nums"
          style={{ insetInlineStart: `${hoverShare * 100}%` }}
        >
          {preview ? <img src={preview.data} alt="" className="mb-1 h-24 rounded" /> : null}
          {formatPlaybackTime(hoverTime, duration)}
        </div>
      ) : null}
      <input
        type="range"
        min={0}
        max={duration || 0}
        step="any"
        value={time}
        aria-label={t("player.controls.seek")}
        {...{ [TABLE_KEYS_ATTRIBUTE]: "" }}
        aria-valuetext={t("player.time.regular", {
          current: formatPlaybackTime(time, duration),
          total: formatPlaybackTime(duration),
        })}
        onPointerDown={drag.start}
        onPointerUp={drag.end}
        onPointerCancel={drag.end}
        onPointerMove={handlePointerMove}
        onPointerLeave={() => setHoverShare(null)}
        onChange={(event) => drag.move(Number(event.currentTarget.value))}
        className={`absolute inset-0 w-full cursor-pointer ${UNDRAWN_RANGE}`}
      />
    </div>
  );
}
