/**
 * The captions pages of the settings overlay (SPEC §2): each view exists twice, once under the
 * settings home (`/captions…`, back leads to the settings) and once opened from the control
 * bar's captions button (`/captions…Overlay`, a chain of its own: back from its first page
 * closes the overlay).
 */

/** The views of the captions menu. */
export type CaptionView = "home" | "source" | "online" | "settings";

/** Where the captions menu was opened from: the settings home, or the captions button. */
export type CaptionMenuVariant = "settings" | "overlay";

const VIEW_PATHS: Readonly<Record<CaptionView, string>> = {
  home: "/captions",
  source: "/captions/source",
  online: "/captions/opensubtitles",
  settings: "/captions/settings",
};

export const CAPTION_VIEWS = Object.keys(VIEW_PATHS) as readonly CaptionView[];
export const CAPTION_MENU_VARIANTS: readonly CaptionMenuVariant[] = ["settings", "overlay"];

/** The settings-router path of a view in a variant: `/captions/source`, `/captions/sourceOverlay`. */
export function captionPath(view: CaptionView, variant: CaptionMenuVariant): string {
  const path = VIEW_PATHS[view];
  return variant === "overlay" ? `${path}Overlay` : path;
}

/** The page the captions button opens. */
export const CAPTIONS_OVERLAY_PATH = captionPath("home", "overlay");

/** Whether a settings-router path is one of the captions button's chain. */
export function isCaptionsOverlayPath(path: string): boolean {
  return CAPTION_VIEWS.some((view) => captionPath(view, "overlay") === path);
}

/**
 * Where back goes from a view: a sub-page returns to its variant's first page; that page returns
 * to the settings home (null: the overlay variant closes instead).
 */
export function captionBackPath(view: CaptionView, variant: CaptionMenuVariant): string | null {
  if (view !== "home") return captionPath("home", variant);
  return variant === "settings" ? "/" : null;
}
