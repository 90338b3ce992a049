import { useEffect, useState, type RefObject } from "react";

/** How far below (or above) the screen a row starts rendering, so it is ready when scrolled to. */
const NEAR_MARGIN = "400px 0px";

/**
 * True once the element has come within {@link NEAR_MARGIN} of the screen, and from then on.
 * Discover has about fifteen rows of twenty cards: rendering only the rows near the screen keeps
 * the first paint and every data arrival cheap (most rows are far below on a phone). Without
 * IntersectionObserver, everything counts as near; so does what the caller knows is on the first
 * screen (`isNearAtFirst`), which then draws in the page's first render.
 */
export function useNearScreen(ref: RefObject<Element | null>, isNearAtFirst = false): boolean {
  const [near, setNear] = useState(
    () => isNearAtFirst || typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
