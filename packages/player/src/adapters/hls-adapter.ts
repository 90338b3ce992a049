import type { Quality } from "@matinee/contracts";
import { isSameLanguage, nearestQuality, qualityOfRendition } from "@matinee/domain";
import type Hls from "hls.js";
import type { Level, MediaPlaylist } from "hls.js";
import { hlsFatalError, mediaElementError, playerError } from "../errors";
import type {
  AdapterContext,
  AdapterEmit,
  AdapterEventMap,
  AdapterFactory,
  AdapterLoad,
  HlsConstructor,
  PlayerAdapter,
  PlayerError,
} from "../types";
import { hlsConfigFor } from "./hls-config";
import { hostsOf, sourceHeaders } from "../source-urls";
import { createHlsRecovery, type HlsRecovery } from "./hls-recovery";
import { loadSubtitleRendition } from "./hls-subtitle-loader";
import {
  applySettings,
  bindMediaElement,
  bufferedRanges,
  elementControls,
  emptyElement,
  tryPlay,
} from "./media-element";
import { hasMediaSource } from "./native-hls-adapter";

/** The level index that plays a quality: the highest bitrate among the levels named so. */
function levelFor(levels: readonly Level[], quality: Quality): number {
  let best = -1;
  levels.forEach((level, index) => {
    if (qualityOfRendition(level) !== quality) return;
    if (best === -1 || level.bitrate > (levels[best]?.bitrate ?? 0)) best = index;
  });
  return best;
}

/** Element reports that stay true while hls.js re-attaches the element after a media error. */
const REPORTED_DURING_RECOVERY: ReadonlySet<keyof AdapterEventMap> = new Set<keyof AdapterEventMap>(
  ["waiting", "seeking", "seeked", "volumechange", "pictureinpicturechange"],
);

/**
 * HLS through hls.js (MediaSource). hls.js is downloaded only when the first HLS source loads.
 * "auto" quality hands control to hls.js adaptive bitrate; a manual quality pins a level.
 * Subtitle renditions are listed (`texttracks`) but never played by hls.js: `loadTextTrack`
 * reads a whole one as WebVTT for the app's own renderer.
 */
export function createHlsAdapter(video: HTMLVideoElement, context: AdapterContext): PlayerAdapter {
  const { emit, options } = context;
  let recovery: HlsRecovery | null = null;
  /** Set while hls.js re-attaches the element after a media error (see `recoverFrom`). */
  let mediaRecovery: { resume: boolean; playbackRate: number } | null = null;

  /**
   * The element's own reports. A media error goes to the recovery first, and while hls.js
   * re-attaches the element its reset (time 0, no duration, paused) is not reported: the viewer
   * sees only a spinner until the media is back where it was.
   */
  const elementEmit = ((type: keyof AdapterEventMap, detail?: unknown) => {
    if (type === "timeupdate") recovery?.timeUpdate(video.currentTime);
    if (type === "seeking") recovery?.seeking();
    if (type === "error" && hls) {
      recoverFrom("mediaError", mediaElementError(video.error));
      return;
    }
    if (mediaRecovery && !REPORTED_DURING_RECOVERY.has(type)) return;
    (emit as (type: keyof AdapterEventMap, detail?: unknown) => void)(type, detail);
  }) as AdapterEmit;
  const unbind = bindMediaElement(video, elementEmit);
  let hls: Hls | null = null;
  let destroyed = false;
  /** The master playlist's URL, which subtitle playlist URIs are relative to. */
  let masterUrl = "";
  /** Cancels text tracks still loading when the adapter goes (a new source, a reset). */
  const textTrackLoads = new AbortController();
  let pending: Quality | "auto" = "auto";
  /** The level on screen, from LEVEL_SWITCHED (hls.currentLevel may already name the next one). */
  let playingLevel = -1;

  /**
   * A fatal error (hls.js's, or the element's own during hls.js playback): recover within the
   * budget of `hls-recovery.ts`, else report `error` (fatal). Nothing reaches the state while a
   * recovery runs, except `waiting` when the media was playing.
   */
  function recoverFrom(type: string, error: PlayerError): void {
    const playing = mediaRecovery ? mediaRecovery.resume : !video.paused;
    const { playbackRate } = video;
    const action = recovery ? recovery.handleFatal({ type }) : "giveUp";
    if (action === "giveUp") {
      endMediaRecovery();
      emit("error", error);
      return;
    }
    if (action === "restartLoad") return; // The element keeps its media; it reports as usual.
    // recoverMediaError re-attached the element: it is empty and silently paused until it can
    // play again at the old position (hls.js restarts loading there).
    if (!mediaRecovery) {
      mediaRecovery = { resume: playing, playbackRate };
      video.addEventListener("canplay", finishMediaRecovery);
      if (playing) emit("waiting");
    }
  }

  function endMediaRecovery(): void {
    mediaRecovery = null;
    video.removeEventListener("canplay", finishMediaRecovery);
  }

  /** The re-attached element can play: report where it really is and resume if it was playing. */
  function finishMediaRecovery(): void {
    const recovered = mediaRecovery;
    if (!recovered) return;
    endMediaRecovery();
    // Loading a new MediaSource resets the rate to the default one.
    if (video.playbackRate !== recovered.playbackRate) video.playbackRate = recovered.playbackRate;
    emit("durationchange", { duration: video.duration });
    emit("timeupdate", { currentTime: video.currentTime });
    emit("progress", { buffered: bufferedRanges(video.buffered) });
    if (recovered.resume) video.play()?.catch(() => emit("pause"));
  }

  function reportQuality(): void {
    if (!hls) return;
    const level = hls.levels[playingLevel];
    emit("qualitychange", {
      quality: level ? qualityOfRendition(level) : null,
      automatic: hls.autoLevelEnabled,
    });
  }

  function applyQuality(instance: Hls, quality: Quality | "auto"): void {
    if (quality === "auto") {
      instance.currentLevel = -1;
      reportQuality(); // ABR is on at once; the level it picks arrives with LEVEL_SWITCHED.
      return;
    }
    const available = instance.levels.map((level) => qualityOfRendition(level));
    const target = nearestQuality(available, quality);
    if (target === null) {
      emit("error", playerError("noQuality", `No ${quality} rendition`, false));
      return;
    }
    instance.currentLevel = levelFor(instance.levels, target); // Confirmed by LEVEL_SWITCHED.
  }

  function listAudioTracks(instance: Hls, tracks: readonly MediaPlaylist[]): void {
    emit("audiotracks", {
      tracks: tracks.map((track, index) => ({
        id: String(index),
        language: track.lang ?? "",
        label: track.name || String(index + 1),
      })),
    });
    const preferred = tracks.findIndex((track) =>
      isSameLanguage(track.lang ?? "", options.preferredAudioLanguage),
    );
    if (preferred !== -1 && preferred !== instance.audioTrack) instance.audioTrack = preferred;
  }

  function start(Hls: HlsConstructor, request: AdapterLoad): void {
    if (request.source.type !== "hls") return;
    if (!Hls.isSupported()) {
      emit("error", playerError("hlsNotSupported", "hls.js found no MediaSource support"));
      return;
    }
    const headers = sourceHeaders(request.source);
    const instance = new Hls({
      ...hlsConfigFor(options),
      startPosition: request.startAt > 0 ? request.startAt : -1,
    });
    hls = instance;
    masterUrl = request.source.playlist;
    recovery = createHlsRecovery(instance);
    const { Events } = Hls;
    instance.on(Events.ERROR, (_event, data) => {
      // Non-fatal errors are hls.js's own retries at work.
      if (data.fatal) recoverFrom(data.type, hlsFatalError(data));
    });
    instance.on(Events.MANIFEST_PARSED, (_event, data) => {
      // hls.js would pick a DEFAULT=YES subtitle rendition, and download it, once the first
      // level loads (just after this event). Choosing none now also ends that default choice:
      // the app reads renditions through loadTextTrack and draws them itself.
      instance.subtitleTrack = -1;
      recovery?.manifestLoaded();
      emit("qualities", { qualities: data.levels.map((level) => qualityOfRendition(level)) });
      listAudioTracks(instance, data.audioTracks);
      applyQuality(instance, pending);
      if (request.autoplay) tryPlay(video);
    });
    instance.on(Events.LEVEL_SWITCHED, (_event, data) => {
      playingLevel = data.level;
      reportQuality();
    });
    instance.on(Events.AUDIO_TRACKS_UPDATED, (_event, data) =>
      listAudioTracks(instance, data.audioTracks),
    );
    instance.on(Events.AUDIO_TRACK_SWITCHED, () =>
      emit("audiotrackchange", { id: String(instance.audioTrack) }),
    );
    instance.on(Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
      emit("texttracks", {
        tracks: data.subtitleTracks.map((track, index) => ({
          id: String(index),
          language: track.lang ?? "",
          label: track.name,
        })),
      }),
    );
    // The extension needs header rules for every fragment host (PROTOCOLS rules 2 and 3).
    instance.on(
      Events.LEVEL_LOADED,
      (_event, data) =>
        void options.onStreamHosts({
          kind: "hlsLevel",
          hosts: hostsOf(data.details.fragments.map((f) => f.url)),
          headers,
        }),
    );
    instance.on(
      Events.AUDIO_TRACK_LOADED,
      (_event, data) =>
        void options.onStreamHosts({
          kind: "hlsAudio",
          hosts: hostsOf(data.details.fragments.map((f) => f.url)),
          headers,
        }),
    );
    applySettings(video, request);
    // The element's MediaSource opens (an event, a task later) while the playlist loads.
    instance.attachMedia(video);
    instance.loadSource(request.source.playlist);
  }

  return {
    kind: "hls",
    ...elementControls(video, options),
    // While a media recovery runs the element is paused and empty: remember the wish instead.
    play() {
      if (mediaRecovery) mediaRecovery.resume = true;
      else tryPlay(video);
    },
    pause() {
      if (mediaRecovery?.resume) {
        mediaRecovery.resume = false;
        emit("pause"); // The element is already paused; it stays so after the recovery.
      }
      video.pause();
    },
    load(request) {
      pending = request.quality;
      options
        .loadHls()
        .then((Hls) => {
          if (!destroyed) start(Hls, request);
        })
        .catch((error: unknown) => {
          if (!destroyed)
            emit("error", playerError("hls", `hls.js failed to load: ${String(error)}`));
        });
    },
    setQuality(quality) {
      pending = quality;
      if (hls) applyQuality(hls, quality);
    },
    setAudioTrack(id) {
      const index = Number(id);
      if (hls && Number.isInteger(index) && hls.audioTracks[index]) hls.audioTrack = index;
    },
    async loadTextTrack(id) {
      const track = /^\d+$/.test(id) ? hls?.subtitleTracks[Number(id)] : undefined;
      if (!track) throw new Error(`The source has no embedded text track "${id}"`);
      return loadSubtitleRendition(new URL(track.url, masterUrl).href, {
        rewriteUrl: options.rewriteUrl,
        signal: textTrackLoads.signal,
      });
    },
    destroy() {
      destroyed = true;
      textTrackLoads.abort(new Error("The text track stopped loading: the source was replaced"));
      endMediaRecovery();
      hls?.destroy();
      hls = null;
      unbind();
      emptyElement(video);
    },
  };
}

/** hls.js for HLS sources wherever MediaSource exists. */
export const hlsAdapterFactory: AdapterFactory = {
  kind: "hls",
  canPlay: (source, { video }) => source.type === "hls" && video !== null && hasMediaSource(),
  create: (context) => {
    if (!context.video) throw new Error("The HLS adapter needs a <video> element");
    return createHlsAdapter(context.video, context);
  },
};
