import type { PlayerState, ReadonlyStore } from "../types";

/** Events that mean the hidden copy will never deliver what is awaited. */
const FAILURES = ["error", "emptied"] as const;

/**
 * Resolves on the next `type` event of `target`; rejects when the media fails or is emptied,
 * when `signal` aborts, or after `timeoutMs` (a copy stuck on one seek must not hang forever).
 */
export function nextEvent(
  target: EventTarget,
  type: string,
  signal: AbortSignal,
  timeoutMs?: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEvent = () => finish();
    const onFailure = (event: Event) =>
      finish(new Error(`${event.type} while waiting for ${type}`));
    const onAbort = () => finish(signal.reason);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => finish(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    function finish(error?: unknown) {
      clearTimeout(timer);
      target.removeEventListener(type, onEvent);
      for (const failure of FAILURES) target.removeEventListener(failure, onFailure);
      signal.removeEventListener("abort", onAbort);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error("stopped"));
    }
    if (signal.aborted) {
      onAbort();
      return;
    }
    target.addEventListener(type, onEvent);
    for (const failure of FAILURES) target.addEventListener(failure, onFailure);
    signal.addEventListener("abort", onAbort);
  });
}

const HAVE_METADATA = 1;

/** Resolves once the element knows its duration and size. */
export function whenMetadata(video: HTMLVideoElement, signal: AbortSignal): Promise<void> {
  if (video.readyState >= HAVE_METADATA) return Promise.resolve();
  return nextEvent(video, "loadedmetadata", signal);
}

/**
 * The main playback needs nothing urgently: its media is known and it is neither buffering
 * nor seeking. Images are a nicety; they wait whenever the viewer would.
 */
export function isMainSettled(state: PlayerState): boolean {
  return state.duration > 0 && !state.waiting && !state.seeking;
}

/** Resolves as soon as the main playback is settled (at once if it is); rejects on abort. */
export function whenMainSettled(
  store: ReadonlyStore<PlayerState>,
  signal: AbortSignal,
): Promise<void> {
  if (isMainSettled(store.getState())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = store.select(isMainSettled, (settled) => {
      if (!settled) return;
      finish();
      resolve();
    });
    const onAbort = () => {
      finish();
      reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    };
    function finish() {
      stop();
      signal.removeEventListener("abort", onAbort);
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort);
  });
}
