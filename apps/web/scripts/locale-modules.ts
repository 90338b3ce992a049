import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** `import loadLocale from …`: one language's strings, every area merged, or undefined. */
export const LOCALE_LOADER_ID = "virtual:matinee-locales";
/** One language's strings, every area merged, as a module (dev server and tests). */
const LOCALE_PREFIX = "virtual:matinee-locale/";

/** `src/shared/i18n/locales`: one folder per language, one JSON file per area. */
const LOCALES_DIR = join(import.meta.dirname, "../src/shared/i18n/locales");

/**
 * Vite plugin: how the app loads a language other than English (which it bundles).
 *
 * A build writes each language as one JSON file, `assets/locale-<code>.<id>.json`, every area
 * merged; `<id>` is a hash of all translations, so the files are cached for good and a new
 * translation gets new names. The loader fetches `locale-${code}.${id}.json` beside its own
 * chunk: the first visit's code names no language (a map of 55 lazy imports with their hashed
 * chunk names cost about 2 KB gzip), and a language is one request, parsed as JSON.
 *
 * The dev server and the tests have no build output: there the loader imports one virtual
 * module per language instead.
 */
export function localeModules(): Plugin {
  let building = false;
  let id = "";
  return {
    name: "matinee-locale-modules",
    configResolved(config) {
      building = config.command === "build" && !config.build.ssr;
    },
    buildStart() {
      if (building) id = translationsHash();
    },
    resolveId(source) {
      if (source === LOCALE_LOADER_ID || source.startsWith(LOCALE_PREFIX)) return `\0${source}`;
      return null;
    },
    load(source) {
      if (source === `\0${LOCALE_LOADER_ID}`)
        return building ? fetchingLoader(id) : importingLoader();
      if (!source.startsWith(`\0${LOCALE_PREFIX}`)) return null;
      const code = source.slice(LOCALE_PREFIX.length + 1);
      if (!languages().includes(code)) throw new Error(`No locale folder for "${code}"`);
      return `export default ${JSON.stringify(mergedStrings(code))};\n`;
    },
    generateBundle() {
      if (!building) return;
      for (const code of languages()) {
        this.emitFile({
          type: "asset",
          fileName: `assets/locale-${code}.${id}.json`,
          source: JSON.stringify(mergedStrings(code)),
        });
      }
    },
  };
}

/** The built app's loader: the language's JSON file, next to the chunk that asks for it. */
function fetchingLoader(id: string): string {
  // The chunk's own address goes through a variable: Vite turns a template literal's URL
  // relative to import.meta.url into a glob of files.
  return `const here = import.meta.url;
export default async function loadLocale(code) {
  if (!/^[a-zA-Z-]+$/.test(code)) return undefined;
  const response = await fetch(new URL(\`./locale-\${code}.${id}.json\`, here));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(\`The \${code} strings answered \${response.status}\`);
  return response.json();
}
`;
}

/** The dev server's and the tests' loader: a module per language. */
function importingLoader(): string {
  const entries = languages().map(
    (code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(LOCALE_PREFIX + code)})`,
  );
  return `const languages = {\n${entries.join(",\n")}\n};
export default async function loadLocale(code) {
  const load = Object.hasOwn(languages, code) ? languages[code] : undefined;
  return load ? (await load()).default : undefined;
}
`;
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

/** A language's areas as one object (areas never share a top-level section). */
function mergedStrings(code: string): Record<string, unknown> {
  return Object.assign(
    {},
    ...areaFiles(code).map(
      (file) => JSON.parse(readFileSync(join(LOCALES_DIR, code, file), "utf8")) as object,
    ),
  ) as Record<string, unknown>;
}

/** Ten hex digits of a hash of every translation: the build's locale file names carry it. */
function translationsHash(): string {
  const hash = createHash("sha256");
  for (const code of languages()) {
    hash.update(code);
    for (const file of areaFiles(code)) hash.update(readFileSync(join(LOCALES_DIR, code, file)));
  }
  return hash.digest("hex").slice(0, 10);
}
