import type { IdleClock } from "../../../shared/lib/idle-clock";

export interface QuietOptions {
  /** How long the main thread must have been idle, in a row, before the task runs. */
  quietMs: number;
  /** The task runs after this long at the latest, even on a page that never goes quiet. */
  maxWaitMs: number;
}

/**
 * An idle period this long means nothing else is waiting: the browser hands out up to 50 ms at a
 * time when it has no frame to draw and no task queued; a busy page gets slivers between frames.
 */
const FULL_IDLE_MS = 40;

/**
 * Runs `task` once the main thread has been fully idle for `quietMs` in a row (a page's data
 * arriving and rendering, images decoding, all done), or after `maxWaitMs` at the latest.
 * Returns the function that cancels it.
 */
export function whenQuiet(task: () => void, options: QuietOptions, clock: IdleClock): () => void {
  const started = clock.now();
  let quietSince: number | null = null;
  let handle = clock.requestIdle(check);

  function check(deadline: IdleDeadline) {
    const now = clock.now();
    if (deadline.timeRemaining() >= FULL_IDLE_MS) quietSince ??= now;
    else quietSince = null;
    const isQuiet = quietSince !== null && now - quietSince >= options.quietMs;
    if (isQuiet || now - started >= options.maxWaitMs) task();
    else handle = clock.requestIdle(check);
  }

  return () => clock.cancelIdle(handle);
}
