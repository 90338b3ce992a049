/** The browser's idle callbacks and clock, behind an interface tests can replace. */
export interface IdleClock {
  /** Calls back in an idle period, or after `timeoutMs` at the latest when one is given. */
  requestIdle(callback: (deadline: IdleDeadline) => void, timeoutMs?: number): number;
  cancelIdle(handle: number): void;
  now(): number;
}

/** How long the stand-in for idle callbacks waits (browsers without them: Safari). */
const FALLBACK_DELAY_MS = 50;

/** The browser's idle callbacks, or timers standing in for them where there are none (Safari). */
export function browserIdleClock(): IdleClock {
  if (typeof window.requestIdleCallback === "function") {
    return {
      requestIdle: (callback, timeoutMs) =>
        window.requestIdleCallback(
          callback,
          timeoutMs === undefined ? undefined : { timeout: timeoutMs },
        ),
      cancelIdle: (handle) => window.cancelIdleCallback(handle),
      now: () => performance.now(),
    };
  }
  return {
    // Without idle callbacks, a timer that fires on time stands for an idle main thread.
    requestIdle: (callback) => {
      const due = performance.now() + FALLBACK_DELAY_MS;
      return window.setTimeout(() => {
        const late = performance.now() - due;
        callback({
          didTimeout: false,
          timeRemaining: () => Math.max(0, FALLBACK_DELAY_MS - late),
        });
      }, FALLBACK_DELAY_MS);
    },
    cancelIdle: (handle) => window.clearTimeout(handle),
    now: () => performance.now(),
  };
}
