import type { CommandAction } from "./player-commands";

/**
 * What the player screen offers commands: requests to the engine plus the overlay router.
 * Kept to this small surface so the table can be tested without an engine.
 */
export interface CommandTarget {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  volumeBy: (delta: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  speedStep: (direction: 1 | -1) => void;
  /** Captions off, or on in the last chosen language (else English, else the first). */
  toggleCaptions: () => void;
  /** Closes the open overlay; false when none was open. */
  closeOverlay: () => boolean;
}

/** Carries out one command action. */
export function runCommand(action: CommandAction, target: CommandTarget): void {
  switch (action.type) {
    case "togglePlay":
      return target.togglePlay();
    case "seekBy":
      return target.seekBy(action.seconds);
    case "volumeBy":
      return target.volumeBy(action.delta);
    case "toggleMute":
      return target.toggleMute();
    case "toggleFullscreen":
      return target.toggleFullscreen();
    case "speedStep":
      return target.speedStep(action.direction);
    case "toggleCaptions":
      return target.toggleCaptions();
    case "closeOverlay":
      target.closeOverlay();
      return;
  }
}
