import { useCallback, useEffect, useRef, useState } from "react";

/** A running countdown: what it leads to and the whole seconds left. */
export interface Countdown<T> {
  target: T;
  secondsLeft: number;
}

/**
 * Counts down from `seconds` once a second, then calls `onDone` with the target. `toggle`
 * starts a countdown, or cancels the running one (pressing the button again cancels, SPEC §2).
 */
export function useCountdown<T>(seconds: number, onDone: (target: T) => void) {
  const [countdown, setCountdown] = useState<Countdown<T> | null>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!countdown) return;
    if (countdown.secondsLeft <= 0) {
      setCountdown(null);
      onDoneRef.current(countdown.target);
      return;
    }
    const timer = setTimeout(
      () => setCountdown({ ...countdown, secondsLeft: countdown.secondsLeft - 1 }),
      1000,
    );
    return () => clearTimeout(timer);
  }, [countdown]);

  const toggle = useCallback(
    (pick: () => T | null) => {
      if (countdown) {
        setCountdown(null);
        return;
      }
      const target = pick();
      if (target !== null) setCountdown({ target, secondsLeft: seconds });
    },
    [countdown, seconds],
  );

  return { countdown, toggle };
}
