import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Fullscreen of the player container (not the bare <video>, so the Matinee controls stay).
 * The state follows the document, so Esc or the browser's own exit keep it right.
 */
export function useFullscreen(container: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === container.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [container]);

  const toggle = useCallback(() => {
    // Rejections (no user gesture, iframe without permission) leave things as they were.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void container.current?.requestFullscreen?.().catch(() => undefined);
  }, [container]);

  return { active, supported: document.fullscreenEnabled, toggle };
}
