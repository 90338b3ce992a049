import { defineConfig } from "vitest/config";
import { webProjects } from "./apps/web/vitest.config";

/**
 * One Vitest run, six projects:
 * - packages: unit tests beside the code of packages/*, and of apps/proxy (thin entries over
 *   @matinee/proxy-handler, tested against real local servers)
 * - server: apps/server tests through app.inject (PGlite, or PostgreSQL when DATABASE_URL is set)
 * - extension: apps/extension unit tests against fake browser APIs (pages in happy-dom)
 * - web, web-shared: apps/web component and unit tests in happy-dom (apps/web/vitest.config.ts:
 *   the files that mock modules each in their own environment, the others sharing one)
 * - e2e: journeys in real Chromium against the built app and a running server
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts", "apps/proxy/src/**/*.test.ts"],
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
      {
        test: {
          name: "extension",
          include: ["apps/extension/src/**/*.test.ts"],
          environment: "node",
        },
      },
      ...webProjects,
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
