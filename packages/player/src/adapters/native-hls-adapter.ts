import { playerError } from "../errors";
import type { AdapterContext, AdapterFactory, PlayerAdapter } from "../types";
import {
  applySettings,
  bindMediaElement,
  elementControls,
  emptyElement,
  startWhenReady,
} from "./media-element";
import { bindNativeAudioTracks, type NativeAudioTracks } from "./native-audio-tracks";

export const HLS_MIME = "application/vnd.apple.mpegurl";

/** Whether the page can use MediaSource, which hls.js needs (iOS Safari before 17 cannot). */
export function hasMediaSource(): boolean {
  return typeof MediaSource !== "undefined" || "ManagedMediaSource" in globalThis;
}

/**
 * HLS played by the browser itself (Safari on iOS). The browser adapts the bitrate and offers
 * no rendition list, so quality stays automatic and unknown: the source lists no qualities and a
 * manual quality is answered with the non-fatal "couldn't select quality" error. Audio tracks
 * come from the element's `audioTracks` where the browser has them (Safari).
 *
 * The manifest's own subtitle renditions stay Safari's: they are not listed as
 * `embeddedTextTracks` and there is no `loadTextTrack` here (Safari exposes them only as its
 * own text tracks, never as text; only the hls.js adapter reads renditions). The caption the
 * app picks still goes in as the hidden <track> that Safari's native fullscreen player shows.
 */
export function createNativeHlsAdapter(
  video: HTMLVideoElement,
  context: AdapterContext,
): PlayerAdapter {
  const { emit, options } = context;
  const unbind = bindMediaElement(video, emit);
  let cancelStart = () => {};
  let audio: NativeAudioTracks | null = null;

  return {
    kind: "native-hls",
    ...elementControls(video, options),
    load(request) {
      if (request.source.type !== "hls") return;
      applySettings(video, request);
      audio?.destroy();
      video.src = request.source.playlist;
      audio = bindNativeAudioTracks(video, emit, options);
      emit("qualities", { qualities: [] });
      emit("qualitychange", { quality: null, automatic: true });
      cancelStart = startWhenReady(video, request.startAt, request.autoplay);
    },
    setQuality(quality) {
      // The browser exposes no renditions: only its own automatic choice exists.
      if (quality !== "auto") {
        emit("error", playerError("noQuality", "The browser picks the HLS rendition", false));
      }
      emit("qualitychange", { quality: null, automatic: true });
    },
    setAudioTrack(id) {
      audio?.select(id);
    },
    destroy() {
      cancelStart();
      audio?.destroy();
      audio = null;
      unbind();
      emptyElement(video);
    },
  };
}

/** Native HLS where MediaSource is missing but the element can play HLS. */
export const nativeHlsAdapterFactory: AdapterFactory = {
  kind: "native-hls",
  canPlay: (source, { video }) =>
    source.type === "hls" &&
    video !== null &&
    !hasMediaSource() &&
    video.canPlayType(HLS_MIME) !== "",
  create: (context) => {
    if (!context.video) throw new Error("The native HLS adapter needs a <video> element");
    return createNativeHlsAdapter(context.video, context);
  },
};
