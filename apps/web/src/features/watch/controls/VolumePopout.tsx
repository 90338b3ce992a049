import { useEffect, useState } from "react";
import { useFormat } from "../../../shared/i18n";
import { HIDE_CONTROLS_AFTER_MS } from "../hover/controls-visibility";
import { usePlayer } from "../player/PlayerProvider";
import { VolumeIcon } from "./player-icons";
import { volumeLevel } from "./volume-level";

/**
 * A short notice of the new volume after it changes (arrow keys, wheel, mute key), also while
 * the controls are hidden; it goes after 3 s like the controls (SPEC §9).
 */
export function VolumePopout() {
  const format = useFormat();
  const player = usePlayer();
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = player.store.select(
      (state) => (state.muted ? 0 : state.volume),
      (volume) => {
        setShown(volume);
        clearTimeout(timer);
        timer = setTimeout(() => setShown(null), HIDE_CONTROLS_AFTER_MS);
      },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [player]);

  if (shown === null) return null;
  const percent = Math.round(shown * 100);
  return (
    <div
      role="status"
      className="pointer-events-none flex items-center gap-3 rounded-full bg-canvas/80 px-4 py-2 text-sm font-semibold text-ink"
    >
      <VolumeIcon level={volumeLevel(shown)} />
      <span className="h-1 w-24 overflow-hidden rounded-full bg-ink/30">
        <span className="block h-full bg-ink" style={{ width: `${percent}%` }} />
      </span>
      <span className="w-10 tabular-nums">{format.percent(shown)}</span>
    </div>
  );
}
