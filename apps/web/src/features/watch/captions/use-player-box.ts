import { useLayoutEffect, useState, type RefObject } from "react";
import { usePlayerVideo } from "../player/PlayerProvider";
import type { Size } from "./cue-layout";

const sameSize = (a: Size | null, b: Size | null) =>
  a === b || (a !== null && b !== null && a.width === b.width && a.height === b.height);

/**
 * The size of the caption layer (the player) and of the video's frames, followed as the
 * window turns or resizes and as a stream switches rendition (the <video>'s `resize`). The
 * video's size is null while unknown (no <video> yet, no metadata, or a test).
 */
export function usePlayerBox(layer: RefObject<HTMLElement | null>): {
  player: Size;
  video: Size | null;
} {
  const element = usePlayerVideo();
  const [player, setPlayer] = useState<Size>({ width: 0, height: 0 });
  const [video, setVideo] = useState<Size | null>(null);

  useLayoutEffect(() => {
    const root = layer.current;
    if (!root) return;
    const measure = () => {
      const next = { width: root.clientWidth, height: root.clientHeight };
      setPlayer((previous) => (sameSize(previous, next) ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [layer]);

  useLayoutEffect(() => {
    if (!element) return;
    const read = () => {
      const next =
        element.videoWidth > 0 && element.videoHeight > 0
          ? { width: element.videoWidth, height: element.videoHeight }
          : null;
      setVideo((previous) => (sameSize(previous, next) ? previous : next));
    };
    read();
    element.addEventListener("loadedmetadata", read);
    element.addEventListener("resize", read);
    element.addEventListener("emptied", read);
    return () => {
      element.removeEventListener("loadedmetadata", read);
      element.removeEventListener("resize", read);
      element.removeEventListener("emptied", read);
    };
  }, [element]);

  return { player, video };
}
