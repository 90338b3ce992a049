/** The hls.js calls a recovery makes (a subset of `Hls`, so tests can pass a fake). */
export interface RecoverableHls {
  recoverMediaError(): void;
  swapAudioCodec(): void;
  startLoad(): void;
}

/** What the recovery did with a fatal error. */
export type RecoveryAction =
  /** `recoverMediaError()`: detached and re-attached the element (the media restarts). */
  | "recoverMedia"
  /** `swapAudioCodec()` then `recoverMediaError()`: the first recovery did not hold. */
  | "swapAudioCodec"
  /** `startLoad()`: loading starts again where it stopped; the element is untouched. */
  | "restartLoad"
  /** Out of attempts, or nothing to try: report the error. */
  | "giveUp";

/** hls.js error types (`Hls.ErrorTypes`), as strings so no hls.js import is needed. */
const MEDIA_ERROR = "mediaError";
const NETWORK_ERROR = "networkError";

/** Media recoveries per budget: `recoverMediaError`, then once more after swapping the codec. */
export const MAX_MEDIA_RECOVERIES = 2;
/** Network recoveries per budget: one `startLoad` after hls.js's own retries (SPEC §9) ran out. */
export const MAX_NETWORK_RECOVERIES = 1;
/** Seconds of media played since the last recovery after which the attempts are counted anew. */
export const RECOVERY_RESET_AFTER_PLAYED = 10;
/** A bigger jump between two time updates is not playback (a seek, a reload at 0). */
const MAX_PLAYED_STEP = 5;

export interface HlsRecovery {
  /**
   * Tries to recover from a fatal error (`data.type` is hls.js's error type). Returns what it
   * did; "giveUp" means the caller must report the error as fatal.
   */
  handleFatal(data: { type: string }): RecoveryAction;
  /** The manifest has loaded: a network error can now be retried with `startLoad`. */
  manifestLoaded(): void;
  /** The element's time moved (a `timeupdate`); playback since the last recovery resets the budget. */
  timeUpdate(currentTime: number): void;
  /** The element started seeking: the next time jump is not playback. */
  seeking(): void;
}

/**
 * Bounded recovery from fatal hls.js errors, as hls.js documents it: a media error gets
 * `recoverMediaError()`, and if it comes back before playback has gone on, `swapAudioCodec()` and
 * `recoverMediaError()` once more; a network error after the manifest loaded gets one
 * `startLoad()` (hls.js has already retried the fragment by then). Anything else, or a failure
 * past those attempts, is given up. Once the media has played `RECOVERY_RESET_AFTER_PLAYED`
 * seconds after a recovery, the attempts start again from zero (a later, unrelated failure gets
 * the same chances).
 */
export function createHlsRecovery(hls: RecoverableHls): HlsRecovery {
  let mediaAttempts = 0;
  let networkAttempts = 0;
  let manifest = false;
  /** Seconds played since the last recovery. */
  let played = 0;
  let lastTime: number | null = null;

  function recovered(): void {
    played = 0;
  }

  return {
    handleFatal(data) {
      if (data.type === MEDIA_ERROR && mediaAttempts < MAX_MEDIA_RECOVERIES) {
        mediaAttempts += 1;
        recovered();
        if (mediaAttempts === 1) {
          hls.recoverMediaError();
          return "recoverMedia";
        }
        hls.swapAudioCodec();
        hls.recoverMediaError();
        return "swapAudioCodec";
      }
      if (data.type === NETWORK_ERROR && manifest && networkAttempts < MAX_NETWORK_RECOVERIES) {
        networkAttempts += 1;
        recovered();
        hls.startLoad();
        return "restartLoad";
      }
      return "giveUp";
    },
    manifestLoaded() {
      manifest = true;
    },
    timeUpdate(currentTime) {
      const step = lastTime === null ? 0 : currentTime - lastTime;
      lastTime = currentTime;
      if (step <= 0 || step > MAX_PLAYED_STEP) return;
      played += step;
      if (played >= RECOVERY_RESET_AFTER_PLAYED && mediaAttempts + networkAttempts > 0) {
        mediaAttempts = 0;
        networkAttempts = 0;
      }
    },
    seeking() {
      lastTime = null;
    },
  };
}
