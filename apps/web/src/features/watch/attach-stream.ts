import type { Stream } from "@matinee/contracts";
import type { HlsConfig } from "hls.js";
import type { PlaybackError } from "./media-error";
import { pickBestQuality } from "./quality";

const HLS_MIME = "application/vnd.apple.mpegurl";

/** hls.js settings from SPEC §9: 30 s fragment time-outs, 2 error and 3 time-out retries, 500 MB buffer. */
const HLS_CONFIG: Partial<HlsConfig> = {
  maxBufferSize: 500 * 1000 * 1000,
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 30_000,
      maxLoadTimeMs: 30_000,
      timeoutRetry: { maxNumRetry: 3, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 2, retryDelayMs: 1_000, maxRetryDelayMs: 8_000 },
    },
  },
};

/**
 * Starts playback; when the browser blocks autoplay the promise rejects and the native play
 * button simply stays, so the rejection is expected and ignored.
 */
function tryPlay(video: HTMLVideoElement): void {
  video.play().catch(() => undefined);
}

/**
 * Puts a stream into a video element and tries to start it. hls.js is downloaded only here,
 * the first time an HLS stream plays. Returns a function that detaches the stream (and destroys
 * the hls.js instance); call it on unmount or before attaching another stream.
 */
export function attachStream(
  video: HTMLVideoElement,
  stream: Stream,
  onFatalError: (error: PlaybackError) => void,
): () => void {
  let detached = false;
  let destroyHls: (() => void) | null = null;

  if (stream.type === "file") {
    const best = pickBestQuality(stream.qualities);
    if (!best) onFatalError({ kind: "notSupported", detail: "The stream lists no MP4 quality" });
    else {
      video.src = best.url;
      tryPlay(video);
    }
  } else {
    const playlist = stream.playlist;
    import("hls.js")
      .then(({ default: Hls }) => {
        if (detached) return;
        if (Hls.isSupported()) {
          const hls = new Hls({
            ...HLS_CONFIG,
            // Captions listed with the stream are attached as <track>s by the player; the
            // playlist's own WebVTT renditions would show up a second time beside them.
            enableWebVTT: stream.captions.length === 0,
          });
          destroyHls = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onFatalError({ kind: "hls", detail: data.details });
          });
          hls.on(Hls.Events.MANIFEST_PARSED, () => tryPlay(video));
          hls.loadSource(playlist);
          hls.attachMedia(video);
        } else if (video.canPlayType(HLS_MIME)) {
          video.src = playlist; // Safari plays HLS itself.
          tryPlay(video);
        } else {
          onFatalError({ kind: "notSupported", detail: "This browser cannot play HLS" });
        }
      })
      .catch((error: unknown) => {
        if (!detached) onFatalError({ kind: "hls", detail: String(error) });
      });
  }

  return () => {
    detached = true;
    destroyHls?.();
    video.removeAttribute("src");
    video.load(); // Stops any download still running for the old source.
  };
}
