import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The map of every translated language to its loader: `import languages from …`. */
export const LOCALE_LOADERS_ID = "virtual:matinee-locales";
/** One language's strings, every area merged: `virtual:matinee-locale/ar`. */
const LOCALE_PREFIX = "virtual:matinee-locale/";

/** `src/shared/i18n/locales`: one folder per language, one JSON file per area. */
const LOCALES_DIR = join(import.meta.dirname, "../src/shared/i18n/locales");

/** The language a module belongs to, for the `locale-<code>` chunk: its area files and its merge. */
export function localeOf(id: string): string | null {
  const language =
    /\/shared\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(id)?.[1] ??
    (id.startsWith(`\0${LOCALE_PREFIX}`) ? id.slice(LOCALE_PREFIX.length + 1) : undefined);
  return language && language !== "en" ? language : null;
}

/**
 * Vite plugin: the languages other than English as one loader each. A glob of the area files
 * put a loader per file (11 per language, ~126 B gzip) in the first visit's code; this map costs
 * one short entry per language, and each language is still one chunk (vite.config.ts groups a
 * language's modules as `locale-<code>`).
 */
export function localeModules(): Plugin {
  return {
    name: "matinee-locale-modules",
    resolveId(id) {
      if (id === LOCALE_LOADERS_ID || id.startsWith(LOCALE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOCALE_LOADERS_ID}`) {
        const entries = languages().map(
          (code) =>
            `${JSON.stringify(code)}: () => import(${JSON.stringify(LOCALE_PREFIX + code)})`,
        );
        return `export default {\n${entries.join(",\n")}\n};\n`;
      }
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return null;
      const code = id.slice(LOCALE_PREFIX.length + 1);
      if (!languages().includes(code)) throw new Error(`No locale folder for "${code}"`);
      const files = areaFiles(code);
      const imports = files.map(
        (file, index) =>
          `import area${index} from ${JSON.stringify(join(LOCALES_DIR, code, file))};`,
      );
      const areas = files.map((_, index) => `area${index}`).join(", ");
      return `${imports.join("\n")}\nexport default Object.assign({}, ${areas});\n`;
    },
  };
}

/** Every language folder but English's (bundled with the app), sorted. */
function languages(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "en")
    .map((entry) => entry.name)
    .sort();
}

function areaFiles(code: string): string[] {
  return readdirSync(join(LOCALES_DIR, code))
    .filter((file) => file.endsWith(".json"))
    .sort();
}
