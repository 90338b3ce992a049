import { useEffect, useState } from "react";

/** Longest wait for an idle moment, so a busy page still gets there. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * False on the first render, true once the browser has had an idle moment after it: work that
 * waits for it stays out of the page's first paints. Without idle callbacks, a short timer.
 */
export function useWhenIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (isIdle) return;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 50);
    return () => window.clearTimeout(timer);
  }, [isIdle]);
  return isIdle;
}
