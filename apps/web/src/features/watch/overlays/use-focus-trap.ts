import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Keeps keyboard focus inside `container` while it is mounted: focus moves into it on mount,
 * Tab and Shift+Tab wrap around, and focus returns to where it was when it closes.
 * `resetKey` re-focuses the first element when the panel changes page.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, resetKey: string): void {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    (focusables(element)[0] ?? element).focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "Tab" || !element) return;
      const items = focusables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    element.addEventListener("keydown", handleKeyDown);
    return () => element.removeEventListener("keydown", handleKeyDown);
  }, [container, resetKey]);
}
