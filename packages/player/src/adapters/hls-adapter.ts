import type { Quality } from "@matinee/contracts";
import { isSameLanguage, languageName, nearestQuality, qualityOfRendition } from "@matinee/domain";
import type Hls from "hls.js";
import type { Level, MediaPlaylist } from "hls.js";
import { hlsFatalError, playerError } from "../errors";
import type {
  AdapterContext,
  AdapterFactory,
  AdapterLoad,
  HlsConstructor,
  PlayerAdapter,
} from "../types";
import { hlsConfigFor } from "./hls-config";
import { hostsOf, sourceHeaders } from "../source-urls";
import {
  applySettings,
  bindMediaElement,
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

/**
 * HLS through hls.js (MediaSource). hls.js is downloaded only when the first HLS source loads.
 * "auto" quality hands control to hls.js adaptive bitrate; a manual quality pins a level.
 */
export function createHlsAdapter(video: HTMLVideoElement, context: AdapterContext): PlayerAdapter {
  const { emit, options } = context;
  const unbind = bindMediaElement(video, emit);
  let hls: Hls | null = null;
  let destroyed = false;
  let pending: Quality | "auto" = "auto";
  /** The level on screen, from LEVEL_SWITCHED (hls.currentLevel may already name the next one). */
  let playingLevel = -1;

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
        label: languageName(
          track.lang ?? "",
          options.displayLocale,
          track.name || String(index + 1),
        ),
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
      ...hlsConfigFor(options, request.source.captions.length > 0),
      startPosition: request.startAt > 0 ? request.startAt : -1,
    });
    hls = instance;
    const { Events } = Hls;
    instance.on(Events.ERROR, (_event, data) => {
      if (data.fatal) emit("error", hlsFatalError(data));
    });
    instance.on(Events.MANIFEST_PARSED, (_event, data) => {
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
          label: languageName(track.lang ?? "", options.displayLocale, track.name),
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
    instance.loadSource(request.source.playlist);
    instance.attachMedia(video);
  }

  return {
    kind: "hls",
    ...elementControls(video),
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
    destroy() {
      destroyed = true;
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
