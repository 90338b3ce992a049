import type { CommandTarget } from "../keyboard/run-command";

/**
 * A stand-in for the screen's command target in keyboard tests: every request is a spy made
 * by `spy` (pass `vi.fn`, so this file needs no test library); closing reports no overlay open.
 */
export function createFakeCommandTarget(spy: () => unknown): CommandTarget {
  const requests = [
    "togglePlay",
    "seekBy",
    "volumeBy",
    "toggleMute",
    "toggleFullscreen",
    "speedStep",
    "toggleCaptions",
    "closeOverlay",
  ] as const satisfies readonly (keyof CommandTarget)[];
  return Object.fromEntries(requests.map((name) => [name, spy()])) as unknown as CommandTarget;
}
