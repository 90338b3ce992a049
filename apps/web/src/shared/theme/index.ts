// The interface theme (SPEC §1): the stored choice, the configured default, and the page's
// `data-theme`. The palettes are CSS (app/themes.css); the names are @matinee/contracts'.
export { THEME_NAMES, type ThemeName } from "@matinee/contracts";
export { THEME_KEY } from "./theme-key";
export {
  applySyncedTheme,
  applyTheme,
  chooseTheme,
  chosenTheme,
  startTheme,
  themeOf,
  useTheme,
  useThemeStore,
} from "./theme-store";
