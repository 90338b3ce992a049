/**
 * The hover rules of SPEC §4. The pointer is "hovering" after a mouse move (until 3 s pass
 * without one, or it leaves) or after a touch tap (until the next tap or 3 s). Controls show
 * while hovering, while the pointer rests on the controls, while an overlay is open, or while
 * paused — except that a paused video does not force them back for touch users, who tap to
 * see them (the predecessor's rule: otherwise a tap to hide them would never stick).
 */

/** How long controls stay after the last mouse move or tap. */
export const HIDE_CONTROLS_AFTER_MS = 3000;

export type HoverState = "none" | "mouse" | "touch";

export interface VisibilityInput {
  hover: HoverState;
  /** The pointer rests on the control bars. */
  overControls: boolean;
  overlayOpen: boolean;
  paused: boolean;
  /** The last input was a touch (the viewer is on a phone or tablet). */
  touchInput: boolean;
}

export function areControlsVisible(input: VisibilityInput): boolean {
  if (input.hover !== "none" || input.overControls || input.overlayOpen) return true;
  return input.paused && !input.touchInput;
}

/** What a tap on the video does: the first tap shows the controls, the next hides them. */
export function hoverAfterTap(current: HoverState): HoverState {
  return current === "touch" ? "none" : "touch";
}
