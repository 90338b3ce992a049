import type { WheelEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { ControlButton } from "./ControlButton";
import { VolumeIcon } from "./player-icons";
import { volumeLevel } from "./volume-level";
import "../strings";

/** Mute button and a slider that opens on hover; the wheel changes volume by deltaY/1000. */
export function VolumeControl() {
  const { t } = useTranslation();
  const player = usePlayer();
  const volume = usePlayerState((state) => state.volume);
  const muted = usePlayerState((state) => state.muted);
  const shown = muted ? 0 : volume;

  function handleWheel(event: WheelEvent) {
    if (muted) player.setMuted(false);
    player.setVolume(volume - event.deltaY / 1000);
  }

  return (
    <div className="group flex items-center" onWheel={handleWheel}>
      <ControlButton
        label={t(muted ? "player.controls.unmute" : "player.controls.mute")}
        command="toggleMute"
        onClick={() => player.setMuted(!muted)}
      >
        <VolumeIcon level={volumeLevel(volume, muted)} />
      </ControlButton>
      <input
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={shown}
        aria-label={t("player.controls.volume")}
        aria-valuetext={`${Math.round(shown * 100)}%`}
        onChange={(event) => {
          if (muted) player.setMuted(false);
          player.setVolume(Number(event.currentTarget.value));
        }}
        className="w-0 accent-accent opacity-0 transition-all duration-200 group-focus-within:w-20 group-focus-within:opacity-100 group-hover:w-20 group-hover:opacity-100"
      />
    </div>
  );
}
