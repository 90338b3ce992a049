import { srtToVtt } from "@matinee/domain";
import type { SelectedCaption } from "../types";

/** Marks the <track> the engine added, so it never touches tracks that others (hls.js) own. */
const MARK = "data-player-caption";

/**
 * Shows a caption in a <video> as a native text track: the browser draws the cues over the
 * picture (no native controls needed). Downloaded text (`srtData`) goes in as a WebVTT blob,
 * otherwise the browser fetches `url`. Null removes the engine's track. At most one engine
 * track exists per element; the previous one is disabled first (Chrome otherwise keeps
 * drawing its cues) and its blob URL released.
 */
export function showCaptionTrack(video: HTMLVideoElement, caption: SelectedCaption | null): void {
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
  // A track starts "disabled" and loads nothing; "showing" fetches the cues and draws them.
  track.track.mode = "showing";
}
