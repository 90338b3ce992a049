import { srtToVtt } from "@matinee/domain";
import type { CaptionTrackDisplay, SelectedCaption } from "../types";

/** Marks the <track> the engine added, so it never touches tracks that others (hls.js) own. */
const MARK = "data-player-caption";

/**
 * Events on the <video> when its native fullscreen may have changed: iOS Safari's own player,
 * Safari's presentation mode, and the Fullscreen API when the element itself is fullscreen
 * (the event reaches the element that went fullscreen, so an app's container does not count).
 */
const FULLSCREEN_EVENTS = [
  "webkitbeginfullscreen",
  "webkitendfullscreen",
  "webkitpresentationmodechanged",
  "fullscreenchange",
] as const;

/** Safari's non-standard fullscreen state of a <video>. */
interface WebkitVideo {
  webkitDisplayingFullscreen?: boolean;
  webkitPresentationMode?: string;
}

/** Stops the fullscreen listeners of the element's engine track (one track per element). */
const stopFollowing = new WeakMap<HTMLVideoElement, () => void>();

/**
 * Whether the video plays in native fullscreen, where page elements (the app's own caption
 * renderer) cannot show: iOS/Safari's fullscreen player, or the element alone in fullscreen.
 */
export function isNativeFullscreen(video: HTMLVideoElement): boolean {
  const webkit = video as HTMLVideoElement & WebkitVideo;
  return (
    webkit.webkitDisplayingFullscreen === true ||
    webkit.webkitPresentationMode === "fullscreen" ||
    (video.ownerDocument?.fullscreenElement ?? null) === video
  );
}

/**
 * Keeps `track` "showing" while the video is in native fullscreen and "hidden" (cues loaded,
 * nothing drawn) otherwise. Returns the function that stops following.
 */
function followNativeFullscreen(video: HTMLVideoElement, track: HTMLTrackElement): () => void {
  const update = (event?: Event) => {
    // During its own events iOS may not have updated webkitDisplayingFullscreen yet.
    const fullscreen =
      event?.type === "webkitbeginfullscreen" ||
      (event?.type !== "webkitendfullscreen" && isNativeFullscreen(video));
    track.track.mode = fullscreen ? "showing" : "hidden";
  };
  update();
  for (const type of FULLSCREEN_EVENTS) video.addEventListener(type, update);
  return () => {
    for (const type of FULLSCREEN_EVENTS) video.removeEventListener(type, update);
  };
}

/**
 * Gives a <video> the caption as its one native text track. Downloaded text (`srtData`) goes in
 * as a WebVTT blob, otherwise the browser fetches `url`. With `display` "nativeFullscreenOnly"
 * (the default) the track is "hidden" — loaded, so native fullscreen can switch it on at once,
 * but not drawn, as the app draws the cues over the video itself — and "showing" only while the
 * video is in native fullscreen, where the app cannot draw; "always" keeps it "showing".
 * Null removes the engine's track. At most one engine track exists per element; the previous
 * one is disabled first (Chrome otherwise keeps drawing its cues) and its blob URL released.
 */
export function showCaptionTrack(
  video: HTMLVideoElement,
  caption: SelectedCaption | null,
  display: CaptionTrackDisplay = "nativeFullscreenOnly",
): void {
  stopFollowing.get(video)?.();
  stopFollowing.delete(video);
  for (const old of video.querySelectorAll<HTMLTrackElement>(`track[${MARK}]`)) {
    old.track.mode = "disabled";
    if (old.src.startsWith("blob:")) URL.revokeObjectURL(old.src);
    old.remove();
  }
  if (!caption) return;
  const src =
    caption.srtData !== null
      ? URL.createObjectURL(new Blob([srtToVtt(caption.srtData)], { type: "text/vtt" }))
      : caption.url;
  if (!src) return;
  const track = document.createElement("track");
  track.setAttribute(MARK, "");
  track.kind = "subtitles";
  track.srclang = caption.language;
  track.label = caption.language;
  track.src = src;
  video.append(track);
  // A track starts "disabled" and loads nothing; "hidden" and "showing" both fetch the cues.
  if (display === "always") track.track.mode = "showing";
  else stopFollowing.set(video, followNativeFullscreen(video, track));
}
