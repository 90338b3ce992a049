import { ScrapeError } from "./errors";

/**
 * Runs `work` with its own AbortSignal that fires when `parent` aborts or `ms` pass. The race
 * does not wait for `work` to notice: a provider that ignores its signal cannot stall the run.
 */
export async function withDeadline<T>(
  work: (signal: AbortSignal) => Promise<T>,
  options: { ms: number; parent?: AbortSignal | undefined; what: string },
): Promise<T> {
  const { ms, parent, what } = options;
  if (parent?.aborted) throw abortedError(what);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onParentAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ScrapeError("timeout", `${what} took longer than ${ms} ms`, { ms });
      // Settle first: the provider may reject with its own error the moment it is aborted.
      reject(error);
      controller.abort(error);
    }, ms);
    onParentAbort = () => {
      const error = abortedError(what);
      reject(error);
      controller.abort(error);
    };
    parent?.addEventListener("abort", onParentAbort, { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), stop]);
  } finally {
    clearTimeout(timer);
    if (onParentAbort) parent?.removeEventListener("abort", onParentAbort);
    // Whatever the provider still has in flight is no longer wanted.
    if (!controller.signal.aborted) controller.abort();
  }
}

function abortedError(what: string): ScrapeError {
  return new ScrapeError("aborted", `${what} was cancelled`);
}
