import { defineConfig } from "vitest/config";

export default defineConfig({
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
