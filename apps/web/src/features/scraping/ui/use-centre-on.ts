import { useEffect, useRef } from "react";

/**
 * Keeps the element of `key` in the middle of its scrolling list: smoothly, or at once when
 * the viewer asked for reduced motion.
 */
export function useCentreOn(key: string | null) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (key === null) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    ref.current?.scrollIntoView?.({ block: "center", behavior: reduce ? "auto" : "smooth" });
  }, [key]);
  return ref;
}
