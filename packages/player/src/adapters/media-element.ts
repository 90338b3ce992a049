import { mediaElementError } from "../errors";
import type {
  AdapterEmit,
  AdapterLoad,
  CaptionTrackDisplay,
  SelectedCaption,
  TimeRange,
} from "../types";
import { showCaptionTrack } from "./caption-track";

/** The <video> element's buffered ranges as plain data. */
export function bufferedRanges(ranges: TimeRanges): TimeRange[] {
  const list: TimeRange[] = [];
  for (let index = 0; index < ranges.length; index += 1) {
    list.push({ start: ranges.start(index), end: ranges.end(index) });
  }
  return list;
}

/**
 * Forwards the media element's own events to the engine: every adapter that plays through a
 * <video> (files, hls.js, native HLS) confirms requests this way. Returns the unbinding function.
 */
export function bindMediaElement(video: HTMLVideoElement, emit: AdapterEmit): () => void {
  const handlers: Record<string, () => void> = {
    play: () => emit("play"),
    pause: () => emit("pause"),
    playing: () => emit("playing"),
    waiting: () => emit("waiting"),
    seeking: () => emit("seeking"),
    seeked: () => emit("seeked", { currentTime: video.currentTime }),
    ended: () => emit("ended"),
    timeupdate: () => emit("timeupdate", { currentTime: video.currentTime }),
    durationchange: () => emit("durationchange", { duration: video.duration }),
    progress: () => emit("progress", { buffered: bufferedRanges(video.buffered) }),
    volumechange: () => emit("volumechange", { volume: video.volume, muted: video.muted }),
    ratechange: () => emit("ratechange", { playbackRate: video.playbackRate }),
    enterpictureinpicture: () => emit("pictureinpicturechange", { active: true }),
    leavepictureinpicture: () => emit("pictureinpicturechange", { active: false }),
    error: () => emit("error", mediaElementError(video.error)),
  };
  for (const [type, handler] of Object.entries(handlers)) video.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of Object.entries(handlers)) {
      video.removeEventListener(type, handler);
    }
  };
}

/**
 * Starts playback. A browser that blocks autoplay rejects the promise and the element simply
 * stays paused (a `pause` state the viewer resolves with the play button), so it is ignored.
 */
export function tryPlay(video: HTMLVideoElement): void {
  video.play()?.catch(() => undefined);
}

/** Applies the settings a load carries; the element confirms them with its own events. */
export function applySettings(video: HTMLVideoElement, request: AdapterLoad): void {
  video.volume = request.volume;
  video.muted = request.muted;
  video.playbackRate = request.playbackRate;
  video.defaultPlaybackRate = request.playbackRate;
}

const HAVE_METADATA = 1;

/**
 * Once metadata is in: jump to the start position, then play if asked to. Returns a function
 * that cancels the wait (the source was replaced before its metadata arrived).
 */
export function startWhenReady(
  video: HTMLVideoElement,
  startAt: number,
  autoplay: boolean,
): () => void {
  const start = () => {
    if (startAt > 0) video.currentTime = startAt;
    if (autoplay) tryPlay(video);
  };
  if (video.readyState >= HAVE_METADATA) {
    start();
    return () => undefined;
  }
  video.addEventListener("loadedmetadata", start, { once: true });
  return () => video.removeEventListener("loadedmetadata", start);
}

/** Stops any download still running for the old source and empties the element. */
export function emptyElement(video: HTMLVideoElement): void {
  showCaptionTrack(video, null);
  video.removeAttribute("src");
  video.load();
}

/**
 * The element requests every <video>-based adapter shares; the caption becomes the element's
 * native track, drawn as `captionTrackDisplay` says.
 */
export function elementControls(
  video: HTMLVideoElement,
  { captionTrackDisplay }: { captionTrackDisplay: CaptionTrackDisplay },
) {
  return {
    play: () => tryPlay(video),
    pause: () => video.pause(),
    seek: (time: number) => {
      video.currentTime = time;
    },
    setVolume: (volume: number) => {
      video.volume = volume;
    },
    setMuted: (muted: boolean) => {
      video.muted = muted;
    },
    setPlaybackRate: (rate: number) => {
      video.playbackRate = rate;
    },
    setCaption: (caption: SelectedCaption | null) =>
      showCaptionTrack(video, caption, captionTrackDisplay),
    enterPictureInPicture: async () => {
      await video.requestPictureInPicture();
    },
    exitPictureInPicture: async () => {
      if (document.pictureInPictureElement === video) await document.exitPictureInPicture();
    },
  };
}
