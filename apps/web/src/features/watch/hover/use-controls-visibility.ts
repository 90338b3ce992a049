import { useCallback, useEffect, useRef, useState } from "react";
import {
  areControlsVisible,
  HIDE_CONTROLS_AFTER_MS,
  hoverAfterTap,
  type HoverState,
} from "./controls-visibility";

/** Pointer handlers for the player area, and whether its controls show. */
export interface ControlsVisibility {
  visible: boolean;
  handlePointerMove: (pointerType: string) => void;
  handlePointerLeave: () => void;
  /** A tap (touch) on the video itself. */
  handleTap: () => void;
  setOverControls: (over: boolean) => void;
}

export function useControlsVisibility(paused: boolean, overlayOpen: boolean): ControlsVisibility {
  const [hover, setHover] = useState<HoverState>("none");
  const [overControls, setOverControls] = useState(false);
  const [touchInput, setTouchInput] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hoverFor3s = useCallback((state: HoverState) => {
    clearTimeout(timer.current);
    setHover(state);
    if (state !== "none")
      timer.current = setTimeout(() => setHover("none"), HIDE_CONTROLS_AFTER_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handlePointerMove = useCallback(
    (pointerType: string) => {
      // Touch screens fire pointer moves while a finger drags; only a mouse counts as hovering.
      if (pointerType === "touch") return;
      setTouchInput(false);
      hoverFor3s("mouse");
    },
    [hoverFor3s],
  );

  const handlePointerLeave = useCallback(() => hoverFor3s("none"), [hoverFor3s]);

  const handleTap = useCallback(() => {
    setTouchInput(true);
    setHover((current) => {
      const next = hoverAfterTap(current);
      clearTimeout(timer.current);
      if (next !== "none") {
        timer.current = setTimeout(() => setHover("none"), HIDE_CONTROLS_AFTER_MS);
      }
      return next;
    });
  }, []);

  return {
    visible: areControlsVisible({ hover, overControls, overlayOpen, paused, touchInput }),
    handlePointerMove,
    handlePointerLeave,
    handleTap,
    setOverControls,
  };
}
