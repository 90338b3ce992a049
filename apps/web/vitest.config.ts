import { defineConfig } from "vitest/config";
import { localeModules } from "./scripts/locale-modules";

export default defineConfig({
  plugins: [localeModules()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["src/shared/testing/setup.ts"],
    passWithNoTests: true,
    // Tests read the stylesheets as text (the theme checks); other CSS stays unprocessed.
    css: { include: [/\.css\?raw$/] },
  },
});
