import type { AdapterContext, AdapterFactory, PlayerAdapter } from "../types";
import {
  applySettings,
  bindMediaElement,
  elementControls,
  emptyElement,
  startWhenReady,
} from "./media-element";

export const HLS_MIME = "application/vnd.apple.mpegurl";

/** Whether the page can use MediaSource, which hls.js needs (iOS Safari before 17 cannot). */
export function hasMediaSource(): boolean {
  return typeof MediaSource !== "undefined" || "ManagedMediaSource" in globalThis;
}

/**
 * HLS played by the browser itself (Safari on iOS). The browser adapts the bitrate and offers
 * no rendition list, so quality stays automatic and unknown.
 */
export function createNativeHlsAdapter(
  video: HTMLVideoElement,
  context: AdapterContext,
): PlayerAdapter {
  const { emit } = context;
  const unbind = bindMediaElement(video, emit);
  let cancelStart = () => {};

  return {
    kind: "native-hls",
    ...elementControls(video),
    load(request) {
      if (request.source.type !== "hls") return;
      applySettings(video, request);
      video.src = request.source.playlist;
      emit("qualities", { qualities: [] });
      emit("qualitychange", { quality: null, automatic: true });
      cancelStart = startWhenReady(video, request.startAt, request.autoplay);
    },
    setQuality() {
      emit("qualitychange", { quality: null, automatic: true });
    },
    setAudioTrack() {
      // The browser picks the audio rendition itself.
    },
    destroy() {
      cancelStart();
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
