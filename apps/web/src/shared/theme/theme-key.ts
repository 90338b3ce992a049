/**
 * Where the theme store keeps the viewer's theme (localStorage). index.html's start-up script
 * reads the same key before first paint (scripts/theme-script.ts), so this module imports
 * nothing: the build's configuration loads it in Node.
 */
export const THEME_KEY = "matinee::theme";
