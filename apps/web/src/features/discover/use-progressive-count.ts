import { startTransition, useEffect, useState } from "react";

/** Cards a row draws at once: more than a wide screen shows, a third of a full row. */
export const FIRST_CARDS = 8;

/**
 * How many of a row's `total` cards to draw: the first {@link FIRST_CARDS} straight away, the
 * rest in a background render right after (React can pause it for anything more urgent). The
 * hidden end of a row then never adds to the long task of data arriving.
 */
export function useProgressiveCount(total: number): number {
  const [isComplete, setComplete] = useState(false);
  const needsMore = total > FIRST_CARDS && !isComplete;
  useEffect(() => {
    if (needsMore) startTransition(() => setComplete(true));
  }, [needsMore]);
  return isComplete ? total : Math.min(total, FIRST_CARDS);
}
