import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { localeModules } from "./scripts/locale-modules";

const SRC = join(import.meta.dirname, "src");

/** Every test file under src, relative to apps/web. */
function testFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(import.meta.dirname, path)] : [];
  });
}

/**
 * Test files that replace modules (`vi.mock`): a replaced module is one per module graph, so
 * these run each in an environment of its own. Every other file shares one environment per
 * worker (no fresh happy-dom and module graph per file: the web tests run about four times
 * faster), starting each test from an empty browser (shared/testing/setup.ts).
 */
const isolated = testFiles().filter((file) =>
  /\bvi\.(?:do)?mock\(/.test(readFileSync(join(import.meta.dirname, file), "utf8")),
);

const common = {
  root: import.meta.dirname,
  environment: "happy-dom",
  setupFiles: ["src/shared/testing/setup.ts"],
  // Tests read the stylesheets as text (the theme checks); other CSS stays unprocessed.
  css: { include: [/\.css\?raw$/] },
} satisfies TestProjectInlineConfiguration["test"];

/** The web app's component and unit tests, as two projects of the root config. */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [localeModules()],
    test: { ...common, name: "web", include: isolated },
  },
  {
    plugins: [localeModules()],
    test: {
      ...common,
      name: "web-shared",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
      exclude: isolated,
      isolate: false,
    },
  },
];

export default defineConfig({ test: { projects: webProjects } });
