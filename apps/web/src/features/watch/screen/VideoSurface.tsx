import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { usePlayer, usePlayerVideo } from "../player/PlayerProvider";
import { SKIP_SECONDS } from "../controls/SkipButton";

/** Two taps on the same half within this time seek instead (double-tap to seek on touch). */
const DOUBLE_TAP_MS = 300;

interface VideoSurfaceProps {
  title: string;
  onTap: () => void;
  onDoubleClick: () => void;
}

/**
 * The <video> the engine plays into, and the surface above it: a click plays or pauses, a
 * double click toggles fullscreen; on touch a tap shows or hides the controls and a double
 * tap on the left or right half skips 10 s back or forward.
 */
export function VideoSurface({ title, onTap, onDoubleClick }: VideoSurfaceProps) {
  const player = usePlayer();
  const video = usePlayerVideo();
  const host = useRef<HTMLDivElement>(null);
  const lastTap = useRef<{ at: number; side: -1 | 1 } | null>(null);
  /** What pressed the surface last (a click does not say everywhere): "mouse", "touch", "pen". */
  const pressedWith = useRef("mouse");

  // The engine's own <video> (it may be loading already): shown here before the first paint.
  // It stays attached to the engine when it leaves the document (StrictMode puts it straight
  // back; a screen that really goes destroys the engine).
  useLayoutEffect(() => {
    const element = host.current;
    if (!video || !element) return;
    player.attach(video);
    element.append(video);
    return () => video.remove();
  }, [player, video]);

  useLayoutEffect(() => {
    video?.setAttribute("aria-label", title);
  }, [video, title]);

  /**
   * On the click, not on the pointer's release: a tap's click comes after its release, and by
   * then the controls the tap shows take input; the click would land on whatever control
   * appeared under the finger (the centre play button) and pause at once.
   */
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedWith.current === "mouse") {
      if (event.button !== 0) return;
      if (player.store.getState().paused) player.play();
      else player.pause();
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const side = event.clientX - box.left < box.width / 2 ? -1 : 1;
    const previous = lastTap.current;
    if (previous && previous.side === side && event.timeStamp - previous.at < DOUBLE_TAP_MS) {
      lastTap.current = null;
      player.seekBy(side * SKIP_SECONDS);
      return;
    }
    lastTap.current = { at: event.timeStamp, side };
    onTap();
  }

  return (
    <>
      {/* The engine's <video> goes in here; the chosen caption is a <track> it adds to it. */}
      <div ref={host} className="contents" />
      {/* Pointer convenience only: every action here has a button and a key. */}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        onPointerDown={(event) => (pressedWith.current = event.pointerType)}
        onClick={handleClick}
        onDoubleClick={onDoubleClick}
      />
    </>
  );
}
