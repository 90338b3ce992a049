import type { Quality } from "@matinee/contracts";
import { chooseQuality, nearestQuality } from "@matinee/domain";
import { fileAdapterFactory } from "./adapters/file-adapter";
import { hlsAdapterFactory } from "./adapters/hls-adapter";
import { nativeHlsAdapterFactory } from "./adapters/native-hls-adapter";
import { createEmitter } from "./emitter";
import { playerError } from "./errors";
import { clamp, resolveOptions } from "./options";
import { fileQualities, hostsOf, rewriteSource, sourceHeaders, sourceUrls } from "./source-urls";
import { clearedMedia, initialState, reduceAdapterEvent } from "./state";
import { nextStatus, type StatusEvent } from "./status";
import { createStore } from "./store";
import type {
  AdapterEmit,
  AdapterEventMap,
  AdapterFactory,
  AdapterLoad,
  Player,
  PlayerAdapter,
  PlayerError,
  PlayerEventMap,
  PlayerOptions,
  PlayerState,
} from "./types";

/** Adapters tried after `options.adapters`, in order. */
export const BUILT_IN_ADAPTERS: readonly AdapterFactory[] = [
  fileAdapterFactory,
  hlsAdapterFactory,
  nativeHlsAdapterFactory,
];

/**
 * Creates the playback engine. Requests go to the current adapter; only the events the adapter
 * reports change the state (request → adapter → event → store).
 */
export function createPlayer(playerOptions: PlayerOptions = {}): Player {
  const options = resolveOptions(playerOptions);
  const { store, setState, clear } = createStore<PlayerState>(
    initialState({
      volume: clamp(playerOptions.volume ?? 1, 0, 1),
      muted: playerOptions.muted ?? false,
      automaticQuality: playerOptions.quality?.automatic ?? true,
      lastChosenQuality: playerOptions.quality?.lastChosen ?? null,
    }),
  );
  const events = createEmitter<PlayerEventMap>((error) => {
    queueMicrotask(() => {
      throw error; // Surface a listener's bug without breaking the engine's own update.
    });
  });

  let video: HTMLVideoElement | null = null;
  let adapter: PlayerAdapter | null = null;
  let override: AdapterFactory | null = null;
  /** Bumped whenever an adapter is destroyed, so its late reports are dropped. */
  let generation = 0;
  /** Bumped on every load, reset and destroy, so a load whose hook is still pending is dropped. */
  let loadToken = 0;
  let pendingStart: { startAt: number; autoplay: boolean } | null = null;
  /** Where the last seek request went, until the media confirms it (`seekBy` adds to it). */
  let pendingSeek: number | null = null;

  const state = () => store.getState();
  const update = (patch: Partial<PlayerState>) => setState({ ...state(), ...patch });

  function moveStatus(event: StatusEvent): void {
    const previous = state().status;
    const status = nextStatus(previous, event);
    if (status === previous) return;
    update({ status });
    events.emit("statuschange", { status, previous });
  }

  function handleAdapterEvent<K extends keyof AdapterEventMap>(
    owner: number,
    type: K,
    detail: AdapterEventMap[K],
  ): void {
    if (owner !== generation || !adapter) return; // A replaced adapter's late report.
    if (type === "seeked") pendingSeek = null;
    setState(reduceAdapterEvent(state(), type, detail));
    events.emit(type, detail as PlayerEventMap[K]);
    const error = type === "error" ? (detail as PlayerError) : null;
    if (error?.fatal) moveStatus("fatalError");
  }

  function emitterFor(owner: number): AdapterEmit {
    return (type, ...detail) =>
      handleAdapterEvent(owner, type, detail[0] as AdapterEventMap[typeof type]);
  }

  function reportError(error: PlayerError): void {
    update({ error });
    events.emit("error", error);
    if (error.fatal) moveStatus("fatalError");
  }

  function destroyAdapter(): void {
    adapter?.destroy();
    adapter = null;
    pendingSeek = null;
    generation += 1;
  }

  /** The quality a new adapter starts with; null when a file source has none to offer. */
  function startQuality(): Quality | "auto" | null {
    const { source, automaticQuality, lastChosenQuality } = state();
    const preference = { automatic: automaticQuality, lastChosen: lastChosenQuality };
    if (source?.type === "file") {
      const chosen = chooseQuality(fileQualities(source), preference);
      if (chosen === null) return null;
      return preference.automatic ? "auto" : chosen;
    }
    return preference.automatic || lastChosenQuality === null ? "auto" : lastChosenQuality;
  }

  /** Creates the adapter for the current source once there is somewhere to play it. */
  function startAdapter(): void {
    const { source } = state();
    if (!source || !pendingStart || adapter) return;
    const context = { video, options };
    const factory = [
      ...(override ? [override] : []),
      ...options.adapters,
      ...BUILT_IN_ADAPTERS,
    ].find((candidate) => candidate.canPlay(source, context));
    if (!factory) {
      if (!video) return; // Wait for attach().
      reportError(
        playerError(
          source.type === "hls" ? "hlsNotSupported" : "notSupported",
          `No adapter plays this ${source.type} source here`,
        ),
      );
      return;
    }
    const quality = startQuality();
    if (quality === null) {
      reportError(playerError("noQuality", "The file source lists no playable quality"));
      return;
    }
    const { startAt, autoplay } = pendingStart;
    pendingStart = null;
    adapter = factory.create({ video, options, emit: emitterFor(generation) });
    update({ adapter: factory.kind });
    const { volume, muted, playbackRate } = state();
    const request: AdapterLoad = {
      source,
      startAt,
      quality,
      volume,
      muted,
      playbackRate,
      autoplay,
    };
    adapter.load(request);
    // A caption chosen before this adapter existed (attach, cast switch) is shown again.
    const { caption } = state();
    if (caption) adapter.setCaption?.(caption);
  }

  /** Reloads the current source on a fresh adapter at the current position (cast switch). */
  function restartAdapter(): void {
    if (!state().source) return;
    const { currentTime, playing } = state();
    destroyAdapter();
    pendingStart = { startAt: currentTime, autoplay: playing };
    startAdapter();
  }

  const player: Player = {
    store,
    on: (type, listener) => events.on(type, listener),

    attach(element) {
      if (video === element) return;
      if (adapter) {
        const { currentTime, playing } = state();
        destroyAdapter();
        pendingStart = { startAt: currentTime, autoplay: playing };
      }
      video = element;
      startAdapter();
    },
    detach() {
      if (adapter && state().source) {
        const { currentTime, playing } = state();
        pendingStart = { startAt: currentTime, autoplay: playing };
      }
      destroyAdapter();
      video = null;
      // Nothing plays without the element; say so rather than keep the last adapter's word.
      update({ adapter: null, playing: false, paused: true, waiting: false });
    },

    startScraping: () => moveStatus("scrape"),
    reportScrapeNotFound: () => moveStatus("notFound"),
    load(source, loadOptions = {}) {
      destroyAdapter();
      loadToken += 1;
      const token = loadToken;
      const rewritten = rewriteSource(source, options.rewriteUrl);
      const startAt = Math.max(0, loadOptions.startAt ?? 0);
      setState({
        ...clearedMedia(state()),
        source: rewritten,
        adapter: null,
        caption: null,
        captions: rewritten.captions,
        // Another source's frames would preview the wrong picture (or the wrong cut).
        thumbnails: [],
      });
      moveStatus("load");
      events.emit("sourcechange", { source: rewritten, startAt });
      events.emit("captionchange", { caption: null });
      const start = () => {
        if (token !== loadToken) return; // Another load or reset came first.
        pendingStart = { startAt, autoplay: loadOptions.autoplay ?? options.autoplay };
        try {
          startAdapter();
        } catch (error) {
          // A broken adapter must end on the error screen, not in an unhandled rejection.
          reportError(playerError("generic", `The player could not start: ${String(error)}`));
        }
      };
      // The extension must install its header rules before the first request goes out.
      const hosts = {
        kind: "stream" as const,
        hosts: hostsOf(sourceUrls(rewritten)),
        headers: sourceHeaders(rewritten),
      };
      Promise.resolve()
        .then(() => options.onStreamHosts(hosts))
        .catch(() => undefined) // Without rules the stream may still play; let it try.
        .then(start, start);
    },
    reset() {
      destroyAdapter();
      loadToken += 1;
      pendingStart = null;
      setState({
        ...clearedMedia(state()),
        source: null,
        adapter: null,
        meta: null,
        thumbnails: [],
        caption: null,
        captions: [],
      });
      moveStatus("reset");
      events.emit("reset", undefined);
    },
    setMeta: (meta) => update({ meta }),

    play: () => adapter?.play(),
    pause: () => adapter?.pause(),
    seek(time) {
      if (!adapter) return;
      const { duration } = state();
      pendingSeek = clamp(time, 0, duration > 0 ? duration : Number.POSITIVE_INFINITY);
      adapter.seek(pendingSeek);
    },
    seekBy(seconds) {
      player.seek((pendingSeek ?? state().currentTime) + seconds);
    },
    setVolume(volume) {
      const value = clamp(volume, 0, 1);
      // With nothing playing there is nothing to confirm: the value waits for the next source.
      if (adapter) adapter.setVolume(value);
      else update({ volume: value });
    },
    setMuted(muted) {
      if (adapter) adapter.setMuted(muted);
      else update({ muted });
    },
    setPlaybackRate(rate) {
      const value = clamp(rate, 0.0625, 16); // The range browsers accept.
      if (adapter) adapter.setPlaybackRate(value);
      else update({ playbackRate: value });
    },
    setQuality(quality) {
      const automatic = quality === "auto";
      const lastChosen = automatic ? state().lastChosenQuality : quality;
      update({ lastChosenQuality: lastChosen });
      events.emit("qualitypreference", { lastChosenQuality: lastChosen, automatic });
      if (!adapter) {
        update({ automaticQuality: automatic });
        return;
      }
      if (automatic) {
        adapter.setQuality("auto");
        return;
      }
      const target = nearestQuality(state().qualities, quality);
      if (target === null) {
        reportError(playerError("noQuality", `No quality near ${quality} is available`, false));
        return;
      }
      adapter.setQuality(target);
    },
    setAudioTrack: (id) => adapter?.setAudioTrack(id),
    setCaption(caption) {
      update({ caption });
      adapter?.setCaption?.(caption);
      events.emit("captionchange", { caption });
    },
    loadTextTrack(id) {
      if (!adapter?.loadTextTrack) {
        return Promise.reject(new Error("The current adapter cannot read embedded text tracks"));
      }
      return adapter.loadTextTrack(id);
    },
    addThumbnail(image) {
      const thumbnails = [...state().thumbnails.filter((t) => t.at !== image.at), image];
      update({ thumbnails: thumbnails.sort((a, b) => a.at - b.at) });
    },
    enterPictureInPicture() {
      return (
        adapter?.enterPictureInPicture?.() ??
        Promise.reject(new Error("Picture-in-picture is not available"))
      );
    },
    exitPictureInPicture() {
      return adapter?.exitPictureInPicture?.() ?? Promise.resolve();
    },
    switchAdapter(factory) {
      if (factory === override) return;
      override = factory;
      restartAdapter();
    },
    destroy() {
      destroyAdapter();
      loadToken += 1;
      pendingStart = null;
      video = null;
      events.clear();
      clear();
    },
  };
  return player;
}
