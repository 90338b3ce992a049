import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
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
  /** The pointer left the player: a mouse that leaves hides the controls at once. */
  handlePointerLeave: (pointerType: string) => void;
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

  // Hidden controls are inert (no focus, no taps), so Tab shows them first: synchronously,
  // before the browser moves the focus as the key's default action, so it lands in them.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Tab") return;
      flushSync(() => {
        setTouchInput(false);
        hoverFor3s("mouse");
      });
    }
    document.addEventListener("keydown", handleKeyDown, true);
    return () => document.removeEventListener("keydown", handleKeyDown, true);
  }, [hoverFor3s]);

  const handlePointerMove = useCallback(
    (pointerType: string) => {
      // Touch screens fire pointer moves while a finger drags; only a mouse counts as hovering.
      if (pointerType === "touch") return;
      setTouchInput(false);
      hoverFor3s("mouse");
    },
    [hoverFor3s],
  );

  const handlePointerLeave = useCallback(
    (pointerType: string) => {
      // A finger "leaves" at the end of every tap; only the next tap (or 3 s) hides the controls.
      if (pointerType === "touch") return;
      hoverFor3s("none");
    },
    [hoverFor3s],
  );

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
