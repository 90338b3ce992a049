import { useRef, useState } from "react";
import { usePlayer } from "../player/PlayerProvider";

/**
 * Dragging the seek bar (SPEC §4): playback pauses while the knob is held, the position shows
 * the dragged time, and on release it seeks there and resumes if it was playing before.
 * The drag lives in a ref too: the input's change event can arrive before React re-renders.
 */
export function useSeekDrag() {
  const player = usePlayer();
  const [dragTime, setDragTime] = useState<number | null>(null);
  const drag = useRef<{ time: number; resume: boolean } | null>(null);

  return {
    /** The time the knob is held at, or null when not dragging. */
    dragTime,
    start: () => {
      const { paused, currentTime } = player.store.getState();
      drag.current = { time: currentTime, resume: !paused };
      if (!paused) player.pause();
      setDragTime(currentTime);
    },
    move: (time: number) => {
      // A keyboard change of the slider arrives without a drag: seek at once.
      if (!drag.current) return player.seek(time);
      drag.current.time = time;
      setDragTime(time);
    },
    end: () => {
      const held = drag.current;
      if (!held) return;
      drag.current = null;
      player.seek(held.time);
      if (held.resume) player.play();
      setDragTime(null);
    },
  };
}
