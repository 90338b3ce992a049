import { useLayoutEffect, useRef, type PointerEvent } from "react";
import { usePlayer } from "../player/PlayerProvider";
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
  const video = useRef<HTMLVideoElement>(null);
  const lastTap = useRef<{ at: number; side: -1 | 1 } | null>(null);

  // Before the first paint of the screen, so the stream starts loading a frame earlier.
  useLayoutEffect(() => {
    if (!video.current) return;
    player.attach(video.current);
    return () => player.detach();
  }, [player]);

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse") {
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
      {/* The chosen caption is a <track> the engine adds to this element (captions/). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={video}
        aria-label={title}
        playsInline
        preload="auto"
        className="absolute inset-0 size-full bg-black object-contain"
      />
      {/* Pointer convenience only: every action here has a button and a key. */}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        onPointerUp={handlePointerUp}
        onDoubleClick={onDoubleClick}
      />
    </>
  );
}
