import { useLayoutEffect, useState, type RefObject } from "react";

/** Air between the lifted cues and the controls (a focused seek bar's ring sits there). */
const GAP_PX = 8;

/**
 * How far caption cues must rise to clear the bottom bar: from the top of the bar's controls
 * (its first child; the fade above them may cover text) to the bottom of the player, in px,
 * plus a little air; followed as either resizes, from when the bar is drawn (`drawn`). The
 * player root sets it as `--caption-lift`, which the caption renderer's bottom cues rise by
 * while the controls show.
 */
export function useCaptionLift(
  player: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
  drawn: boolean,
): number {
  const [lift, setLift] = useState(0);
  useLayoutEffect(() => {
    const root = player.current;
    const element = bar.current;
    if (!root || !element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const controls = element.firstElementChild ?? element;
      const height = root.getBoundingClientRect().bottom - controls.getBoundingClientRect().top;
      setLift(Math.max(0, Math.ceil(height + GAP_PX)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    observer.observe(element);
    return () => observer.disconnect();
  }, [player, bar, drawn]);
  return lift;
}
