import { useRef, type ReactNode } from "react";
import { useFocusTrap } from "./use-focus-trap";

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
 * The frame of an overlay menu: a panel above the bottom-right controls on desktop, a bottom
 * sheet under 1024 px. Focus stays inside while it is open; a click on the dimmed backdrop
 * closes it (Esc and browser back close it through the overlay router).
 */
export function OverlayPanel({ label, height, pageKey, onClose, children }: OverlayPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, pageKey);
  const clamped = Math.min(PANEL_MAX_HEIGHT, Math.max(PANEL_MIN_HEIGHT, height));
  return (
    <div className="absolute inset-0 z-30">
      {/* The backdrop is a pointer convenience; keyboard users close with Esc. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/40 lg:bg-transparent"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={{ height: clamped, ["--panel-width" as string]: `${PANEL_WIDTH}px` }}
        className="absolute inset-x-0 bottom-0 flex flex-col overflow-hidden rounded-t-2xl bg-surface/95 text-ink shadow-2xl ring-1 ring-line backdrop-blur lg:inset-x-auto lg:right-6 lg:bottom-24 lg:w-(--panel-width) lg:rounded-2xl"
      >
        {children}
      </div>
    </div>
  );
}
