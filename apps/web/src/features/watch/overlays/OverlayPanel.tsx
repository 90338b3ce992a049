import type { ReactNode } from "react";
import { Dialog } from "../../../shared/ui/Dialog";

/** SPEC §9: menu panels are 343 px wide and 215 to 490 px tall. */
export const PANEL_WIDTH = 343;
export const PANEL_MIN_HEIGHT = 215;
export const PANEL_MAX_HEIGHT = 490;

interface OverlayPanelProps {
  /** Accessible name of the dialog. */
  label: string;
  /** Height this page wants; clamped to the panel limits. */
  height: number;
  /** Changes when the panel moves to another page (focus goes to its first control). */
  pageKey: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of an overlay menu: the app's modal `Dialog` as the player's panel, above the
 * bottom-end controls on desktop, a bottom sheet under 1024 px. It is mounted inside the player's
 * root, so it shows when the player is fullscreen; Esc, browser back and a click beside it close
 * it through the overlay router.
 */
export function OverlayPanel({ label, height, pageKey, onClose, children }: OverlayPanelProps) {
  const clamped = Math.min(PANEL_MAX_HEIGHT, Math.max(PANEL_MIN_HEIGHT, height));
  return (
    <Dialog
      variant="panel"
      label={label}
      pageKey={pageKey}
      onClose={onClose}
      style={{ height: clamped, ["--panel-width" as string]: `${PANEL_WIDTH}px` }}
      className="lg:w-(--panel-width)"
    >
      {() => children}
    </Dialog>
  );
}
