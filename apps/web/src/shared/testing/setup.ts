import { parseRuntimeConfig } from "@matinee/contracts";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { setAppConfig } from "../lib/config";

// The app sets its configuration at start (app/main.tsx); each test starts from the defaults.
beforeEach(() => setAppConfig(parseRuntimeConfig()));

// Vitest runs without globals, so Testing Library cannot register its own clean-up. Files
// that share one environment (the web-shared project) also start from an empty browser: no
// stored data, the address back at the root.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});
