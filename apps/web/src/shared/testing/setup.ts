import { parseRuntimeConfig } from "@matinee/contracts";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { setAppConfig } from "../lib/config";

// The app sets its configuration at start (app/main.tsx); each test starts from the defaults.
beforeEach(() => setAppConfig(parseRuntimeConfig()));

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
