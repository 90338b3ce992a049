/**
 * The interface themes (SPEC §1), under the predecessor's names: the synced `applicationTheme`
 * setting and the `VITE_DEFAULT_THEME` configuration value carry one of them. The web app's
 * palettes for them are in apps/web/src/app/themes.css.
 */
export const THEME_NAMES = ["default", "blue", "gray", "red", "teal", "blck"] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme a stored, configured or synced value names; null for anything else. */
export function readThemeName(value: unknown): ThemeName | null {
  return typeof value === "string" && (THEME_NAMES as readonly string[]).includes(value)
    ? (value as ThemeName)
    : null;
}
