import { readThemeName, type ThemeName } from "@matinee/contracts";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { THEME_KEY } from "./theme-key";

interface ThemeState {
  /** The viewer's own choice; null until they make one (then the instance's default shows). */
  chosen: ThemeName | null;
  /**
   * The operator's default theme (`VITE_DEFAULT_THEME`), kept from the last start so the next
   * visit's first paint already has it (index.html's start-up script reads it).
   */
  instanceDefault: ThemeName;
}

const INITIAL: ThemeState = { chosen: null, instanceDefault: "default" };

/** Bump with a migrate step when the stored shape changes. */
const VERSION = 1;

/**
 * The theme in this browser (SPEC §3 stored key `theme`). Its shape is read by index.html's
 * start-up script too (`state.chosen`, else `state.instanceDefault`): change both together.
 */
export const useThemeStore = create<ThemeState>()(
  persist(() => INITIAL, {
    name: THEME_KEY,
    version: VERSION,
    storage: createJSONStorage(() => localStorage),
    // Version 1 is the first stored shape; anything older starts without a choice.
    migrate: () => INITIAL,
    // A stored name that is no theme (edited by hand, or from a newer version) is no choice.
    merge: (persisted, current) => {
      const stored = persisted as Partial<Record<keyof ThemeState, unknown>> | null | undefined;
      return {
        ...current,
        chosen: readThemeName(stored?.chosen),
        instanceDefault: readThemeName(stored?.instanceDefault) ?? current.instanceDefault,
      };
    },
  }),
);

/** The theme that shows: the viewer's choice, else the instance's default. */
export function themeOf(state: ThemeState): ThemeName {
  return state.chosen ?? state.instanceDefault;
}

/** The theme that shows, for components. */
export function useTheme(): ThemeName {
  return useThemeStore(themeOf);
}

/** The viewer's own choice, or null (what registration sends to the account server). */
export function chosenTheme(): ThemeName | null {
  return useThemeStore.getState().chosen;
}

/** Keeps the viewer's choice; the page takes it at once (see `startTheme`). */
export function chooseTheme(theme: ThemeName): void {
  useThemeStore.setState({ chosen: theme });
}

/**
 * A synced `applicationTheme` from the account server (a restore): a theme's name becomes this
 * browser's choice; null or a name this app has no palette for keeps the local one.
 */
export function applySyncedTheme(value: string | null): void {
  const theme = readThemeName(value);
  if (theme) chooseTheme(theme);
}

/** Puts `theme` on the page: `data-theme` on <html> (themes.css) and the browser's bar colour. */
export function applyTheme(theme: ThemeName, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const view = doc.defaultView;
  const canvas = view?.getComputedStyle(root).getPropertyValue("--theme-canvas").trim();
  if (canvas) doc.querySelector('meta[name="theme-color"]')?.setAttribute("content", canvas);
}

/**
 * At start (app/main.tsx): keeps the configured default, shows the theme, and shows every later
 * change at once, this tab's or another tab's. index.html's script showed the stored theme
 * before first paint already; this corrects it when the configured default has changed.
 */
export function startTheme(instanceDefault: ThemeName, doc: Document = document): () => void {
  if (useThemeStore.getState().instanceDefault !== instanceDefault) {
    useThemeStore.setState({ instanceDefault });
  }
  applyTheme(themeOf(useThemeStore.getState()), doc);
  const stopWatching = useThemeStore.subscribe((state) => applyTheme(themeOf(state), doc));
  const view = doc.defaultView;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY) void useThemeStore.persist.rehydrate();
  };
  view?.addEventListener("storage", onStorage);
  return () => {
    stopWatching();
    view?.removeEventListener("storage", onStorage);
  };
}
