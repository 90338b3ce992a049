import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Whether the player's controls show: the player root's `data-controls="shown"` (set by the
 * player screen from the hover rules), read from the nearest ancestor that has the attribute
 * and followed as it changes. False outside a player root.
 */
export function useControlsShown(layer: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    const root = layer.current?.parentElement?.closest<HTMLElement>("[data-controls]");
    if (!root) return;
    const read = () => setShown(root.dataset.controls === "shown");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["data-controls"] });
    return () => observer.disconnect();
  }, [layer]);
  return shown;
}
