import { useEffect, useState } from "react";
import { browserIdleClock } from "../lib/idle-clock";

/** Longest wait for an idle moment, so a busy page still gets there. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * False on the first render, true once the browser has had an idle moment after it: work that
 * waits for it stays out of the page's first paints. Without idle callbacks, a short
 * timer (see browserIdleClock).
 */
export function useWhenIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (isIdle) return;
    const clock = browserIdleClock();
    const handle = clock.requestIdle(() => setIdle(true), IDLE_TIMEOUT_MS);
    return () => clock.cancelIdle(handle);
  }, [isIdle]);
  return isIdle;
}
