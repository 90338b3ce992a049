import type { FileStream, Quality } from "@matinee/contracts";
import { pickBestQuality } from "@matinee/domain";
import { playerError } from "../errors";
import { fileQualities } from "../source-urls";
import type { AdapterContext, AdapterFactory, PlayerAdapter } from "../types";
import {
  applySettings,
  bindMediaElement,
  elementControls,
  emptyElement,
  startWhenReady,
} from "./media-element";

/**
 * MP4 files in a plain <video> (SPEC §3 file source: one URL per quality). Switching quality
 * swaps the URL and resumes at the same time, playing again if it was playing.
 */
export function createFileAdapter(video: HTMLVideoElement, context: AdapterContext): PlayerAdapter {
  const { emit, options } = context;
  const unbind = bindMediaElement(video, emit);
  let source: FileStream | null = null;
  let current: Quality | null = null;
  let cancelStart = () => {};

  const available = () => (source ? fileQualities(source) : []);
  const urlOf = (quality: Quality) => source?.qualities[quality]?.url;

  function show(quality: Quality, automatic: boolean, startAt: number, autoplay: boolean): void {
    const url = urlOf(quality);
    if (!url) return;
    cancelStart();
    if (quality !== current) {
      video.src = url;
      current = quality;
    }
    cancelStart = startWhenReady(video, startAt, autoplay);
    // Confirmed once the new URL is in the element: that is the quality now playing.
    emit("qualitychange", { quality, automatic });
  }

  return {
    kind: "html5",
    ...elementControls(video, options),
    load(request) {
      if (request.source.type !== "file") return;
      source = request.source;
      current = null;
      emit("qualities", { qualities: available() });
      const automatic = request.quality === "auto";
      const quality = automatic ? pickBestQuality(available()) : request.quality;
      if (quality === "auto" || quality === null || !urlOf(quality)) {
        emit("error", playerError("noQuality", "The file source lists no playable quality"));
        return;
      }
      applySettings(video, request);
      show(quality, automatic, request.startAt, request.autoplay);
    },
    setQuality(quality) {
      const automatic = quality === "auto";
      const target = automatic ? pickBestQuality(available()) : quality;
      if (target === null || !urlOf(target)) {
        emit("error", playerError("noQuality", `No ${String(quality)} quality`, false));
        return;
      }
      if (target === current) {
        emit("qualitychange", { quality: target, automatic });
        return;
      }
      show(target, automatic, video.currentTime, !video.paused);
    },
    setAudioTrack() {
      // Files carry one audio track; there is nothing to switch.
    },
    destroy() {
      cancelStart();
      unbind();
      emptyElement(video);
    },
  };
}

/** Plays `file` sources when a <video> is attached. */
export const fileAdapterFactory: AdapterFactory = {
  kind: "html5",
  canPlay: (source, context) => source.type === "file" && context.video !== null,
  create: (context) => {
    if (!context.video) throw new Error("The file adapter needs a <video> element");
    return createFileAdapter(context.video, context);
  },
};
