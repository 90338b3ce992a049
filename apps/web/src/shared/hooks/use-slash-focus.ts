import { useEffect, type RefObject } from "react";

/** True when keys typed now belong to a field, so a shortcut must not steal them. */
export function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName);
}

/** Pressing "/" focuses the element, unless the viewer is typing somewhere already. */
export function useSlashFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(document.activeElement)) return;
      const target = ref.current;
      if (!target) return;
      event.preventDefault(); // Keep the "/" out of the field.
      target.focus();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [ref]);
}
