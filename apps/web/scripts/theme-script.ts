import type { Plugin } from "vite";
import { THEME_KEY } from "../src/shared/theme/theme-key";

/** What a theme's name looks like; anything else from the build environment is left out. */
const THEME_NAME = /^[a-z]{1,16}$/;

/**
 * The inline script that puts the viewer's theme on <html> (`data-theme`) before first paint:
 * the stored choice, else the default the last visit's configuration named (both kept by
 * shared/theme's store under `THEME_KEY`), else `buildDefault` (`VITE_DEFAULT_THEME` at
 * build time), else "default". The app corrects it at start if the configuration has changed.
 * Storage may be unavailable (a privacy setting): then it falls back quietly.
 */
export function themeScript(buildDefault: string | undefined): string {
  const fallback = buildDefault && THEME_NAME.test(buildDefault) ? buildDefault : "default";
  return (
    `(function(){var t;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_KEY)})).state;` +
    `t=s.chosen||s.instanceDefault}catch(e){}` +
    `document.documentElement.setAttribute("data-theme",t||${JSON.stringify(fallback)})})();`
  );
}

/**
 * Vite plugin: writes `themeScript` into index.html, first thing after the title (the server's
 * CSP admits it by its hash, as the page-preload script: apps/server security-headers.ts).
 */
export function themeBeforeFirstPaint(): Plugin {
  let buildDefault: string | undefined;
  return {
    name: "matinee-theme-before-first-paint",
    configResolved(config) {
      const value: unknown = config.env.VITE_DEFAULT_THEME;
      buildDefault = typeof value === "string" ? value : undefined;
    },
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html.replace("</title>", `</title>\n    <script>${themeScript(buildDefault)}</script>`),
    },
  };
}
