/** Slow drift looks smooth at 30 frames a second; drawing every display frame doubles the cost. */
export const FRAME_INTERVAL_MS = 1000 / 30 - 1;
/** A long pause (a background tab, a debugger) must not make particles jump. */
export const MAX_STEP_SECONDS = 0.05;

export interface LoopState {
  /** False under prefers-reduced-motion: one still frame, no loop. */
  animate: boolean;
  isStopped: boolean;
  /** The canvas is within the viewport (scrolled away, nobody sees it). */
  isOnScreen: boolean;
  /** The tab is visible. */
  isVisible: boolean;
  /** The canvas's width in CSS pixels; 0 until it has been measured. */
  width: number;
}

/** Whether the animation loop should run: only for a measured canvas someone can see. */
export function shouldAnimate(state: LoopState): boolean {
  return (
    state.animate && !state.isStopped && state.isOnScreen && state.isVisible && state.width > 0
  );
}

/**
 * The seconds a frame at `time` moves the particles, given the last drawn frame's time (0 for
 * none yet), or null when the frame comes too early and is skipped (the 30 fps cap).
 */
export function frameStep(last: number, time: number): number | null {
  if (!last) return 0;
  if (time - last < FRAME_INTERVAL_MS) return null;
  return Math.min((time - last) / 1000, MAX_STEP_SECONDS);
}
