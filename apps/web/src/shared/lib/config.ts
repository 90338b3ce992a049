import type { AppConfig } from "@matinee/contracts";

/*
 * The app's configuration, for features. `app/config.ts` reads it once at start (the only reader
 * of `window.__CONFIG__` and `import.meta.env`) and `app/main.tsx` sets it here before anything
 * else runs; features read it with `appConfig()` and never import `app/`. The one module-level
 * slot is written once per page load (tests set their own: `shared/testing/setup.ts`).
 */
let current: AppConfig | null = null;

/** Sets the configuration every later `appConfig()` returns (app/ does, once, at start). */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

/** The app's configuration; an error before app/ has set it (a start-up order bug). */
export function appConfig(): AppConfig {
  if (!current) throw new Error("The configuration was read before the app set it.");
  return current;
}
