import { defineConfig } from "vitest/config";

/**
 * One Vitest run, four projects:
 * - packages: pure unit tests beside the code of packages/*
 * - server: apps/server tests through app.inject (PGlite, or PostgreSQL when DATABASE_URL is set)
 * - web: apps/web component and unit tests in happy-dom (its own config)
 * - e2e: journeys in real Chromium against the built app and a running server
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
