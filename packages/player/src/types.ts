import type { Caption, Quality, Stream } from "@matinee/contracts";
import type Hls from "hls.js";

/*
 * The public contract of the playback engine. The engine knows nothing of React: the UI reads
 * state through `player.store`, listens to `player.on(...)`, and asks for changes with the
 * request methods. A request never writes state itself: it goes to the adapter, the adapter
 * reports what the media actually did (an event), and only that event updates the store.
 */

/** Stops a subscription or an event listener. */
export type Unsubscribe = () => void;

// ---------------------------------------------------------------------------------------------
// State

/** The player's screen state (SPEC §4): what the player area shows. */
export type PlayerStatus = "idle" | "scraping" | "scrapeNotFound" | "playing" | "playbackError";

/** A buffered stretch of the media, in seconds. */
export interface TimeRange {
  start: number;
  end: number;
}

/** An audio track of the current source (SPEC §3). */
export interface AudioTrack {
  /** Adapter-specific id; pass it back to `setAudioTrack`. */
  id: string;
  /**
   * The source's own name for the track (a playlist's NAME, "English"); its number ("2") when it
   * has none. Interfaces show the language's name in their own language (`languageName` in
   * @matinee/domain) and fall back to this: the engine never builds language names itself,
   * as the first one loads locale data, on the way to the first frame.
   */
  label: string;
  /** Language code as the source declares it ("en", "eng", "pt-BR"); "" when none. */
  language: string;
}

/** A subtitle rendition of an HLS manifest (offered beside the source's own captions). */
export interface EmbeddedTextTrack {
  /** Adapter-specific id (hls.js: the rendition's index); pass it to `loadTextTrack`. */
  id: string;
  /** The playlist's name for the track; see {@link AudioTrack.label}. */
  label: string;
  language: string;
}

/** The caption the viewer picked (SPEC §3 Caption). */
export interface SelectedCaption {
  id: string;
  language: string;
  /**
   * The downloaded caption text (SRT, or WebVTT which passes through the SRT conversion); when
   * set, <video> adapters put it in their track instead of fetching `url`.
   */
  srtData: string | null;
  /** A WebVTT file the browser may fetch itself (same origin, or CORS with `crossorigin`). */
  url: string | null;
}

/** A seek-bar preview image (SPEC §3 Thumbnail image). */
export interface ThumbnailImage {
  /** Media time in seconds. */
  at: number;
  /** Image data (a data: or blob: URL). */
  data: string;
}

/** What is being played (SPEC §3 Player meta); used by cast, media session and the top bar. */
export interface PlayerMeta {
  type: "movie" | "show";
  title: string;
  releaseYear: number | null;
  poster: string | null;
  tmdbId: string;
  imdbId: string | null;
  /** Shows only. */
  season?: { number: number; title: string; tmdbId: string };
  /** Shows only. */
  episode?: { number: number; title: string; tmdbId: string };
  /** Shows only: the episodes of the current season. */
  episodes?: readonly { number: number; title: string; tmdbId: string }[];
}

/** Which adapter plays the source now. */
export type AdapterKind = "html5" | "hls" | "native-hls" | "cast";

/** Kinds of playback error (SPEC §8), one per message the viewer can see. */
export type PlayerErrorType =
  /** Media element error code 1: the fetch was aborted. */
  | "aborted"
  /** Media element error code 2: a network error while downloading. */
  | "network"
  /** Media element error code 3: the media could not be decoded. */
  | "decode"
  /** Media element error code 4, or a source the browser cannot play at all. */
  | "notSupported"
  /** Any other media element error. */
  | "generic"
  /** A fatal hls.js error (detail = hls.js error details). */
  | "hls"
  /** HLS source on a browser with neither MediaSource nor native HLS. */
  | "hlsNotSupported"
  /** "Couldn't select quality": the file source lists no playable quality. */
  | "noQuality";

/** A playback error, as the catalogue of SPEC §8 names it. */
export interface PlayerError {
  type: PlayerErrorType;
  /** Technical detail for the "show error" dialog (hls.js details, MediaError.message). */
  detail: string;
  /** Fatal errors stop playback and move the status to `playbackError`. */
  fatal: boolean;
  /**
   * Stable message key relative to the UI's namespace, e.g. "playbackError.network";
   * the UI prefixes its own i18n namespace.
   */
  key: string;
}

/** The whole engine state. Read it with `player.store`; it is replaced, never mutated. */
export interface PlayerState {
  status: PlayerStatus;
  /** The loaded source, after CDN rewriting; null when none. */
  source: Stream | null;
  adapter: AdapterKind | null;
  meta: PlayerMeta | null;
  /** Media is advancing (not paused, not ended). */
  playing: boolean;
  paused: boolean;
  /** Stalled, waiting for data (spinner). */
  waiting: boolean;
  seeking: boolean;
  ended: boolean;
  /** True once the media has played at least once since the last load. */
  hasPlayedOnce: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  buffered: readonly TimeRange[];
  /** 0..1. */
  volume: number;
  muted: boolean;
  playbackRate: number;
  /** Qualities the source offers, best first (SPEC §4 order). */
  qualities: readonly Quality[];
  /** Quality playing now; null when unknown (e.g. HLS before the first level switch). */
  quality: Quality | null;
  /** True while the engine picks the quality (files: best; HLS: adaptive bitrate). */
  automaticQuality: boolean;
  /** The viewer's last manual choice; kept across sources (SPEC §4). */
  lastChosenQuality: Quality | null;
  audioTracks: readonly AudioTrack[];
  /** Id of the active audio track; null when the source has none. */
  audioTrack: string | null;
  /** Captions offered by the source (provider captions). */
  captions: readonly Caption[];
  /** Text tracks embedded in the HLS manifest. */
  embeddedTextTracks: readonly EmbeddedTextTrack[];
  caption: SelectedCaption | null;
  thumbnails: readonly ThumbnailImage[];
  pictureInPicture: boolean;
  /** Last error; fatal ones come with status `playbackError`. Cleared by `load` and `reset`. */
  error: PlayerError | null;
}

/** A read-only store (state down). Subscribers run synchronously after each change. */
export interface ReadonlyStore<S> {
  getState(): S;
  /** Called after every change (fits React's `useSyncExternalStore`). */
  subscribe(listener: (state: S, previous: S) => void): Unsubscribe;
  /** Called only when the selected slice changes (by `isEqual`, default `Object.is`). */
  select<T>(
    selector: (state: S) => T,
    listener: (value: T, previous: T) => void,
    isEqual?: (a: T, b: T) => boolean,
  ): Unsubscribe;
}

// ---------------------------------------------------------------------------------------------
// Events

/** What adapters report about the media. Each one updates the store, then reaches `on()`. */
export interface AdapterEventMap {
  play: undefined;
  pause: undefined;
  /** Media is advancing again after play/seek/buffering. */
  playing: undefined;
  waiting: undefined;
  seeking: undefined;
  /** The element's position once the seek settled (the latest request's, if several overlapped). */
  seeked: { currentTime: number };
  ended: undefined;
  timeupdate: { currentTime: number };
  durationchange: { duration: number };
  progress: { buffered: readonly TimeRange[] };
  volumechange: { volume: number; muted: boolean };
  ratechange: { playbackRate: number };
  /** The qualities the source offers (any order; the engine sorts them). */
  qualities: { qualities: readonly Quality[] };
  /** The quality now playing, and whether the engine picks it automatically. */
  qualitychange: { quality: Quality | null; automatic: boolean };
  audiotracks: { tracks: readonly AudioTrack[] };
  audiotrackchange: { id: string | null };
  texttracks: { tracks: readonly EmbeddedTextTrack[] };
  pictureinpicturechange: { active: boolean };
  error: PlayerError;
}

/** Everything `player.on()` can listen to: adapter events plus the engine's own. */
export interface PlayerEventMap extends AdapterEventMap {
  statuschange: { status: PlayerStatus; previous: PlayerStatus };
  /** A new source was loaded (before the adapter starts it). */
  sourcechange: { source: Stream; startAt: number };
  captionchange: { caption: SelectedCaption | null };
  /** The viewer chose a quality by hand: persist it (SPEC §9 stored key "quality"). */
  qualitypreference: { lastChosenQuality: Quality | null; automatic: boolean };
  reset: undefined;
}

export type PlayerEventName = keyof PlayerEventMap;

/** How an adapter reports to the engine. */
export type AdapterEmit = <K extends keyof AdapterEventMap>(
  type: K,
  ...detail: AdapterEventMap[K] extends undefined ? [] : [AdapterEventMap[K]]
) => void;

// ---------------------------------------------------------------------------------------------
// Adapters

/** Everything an adapter is given when created. */
export interface AdapterContext {
  /** The attached video element; null for adapters that do not need one (cast). */
  video: HTMLVideoElement | null;
  emit: AdapterEmit;
  options: ResolvedPlayerOptions;
}

/** What the adapter should start playing. */
export interface AdapterLoad {
  /** Source after CDN rewriting. */
  source: Stream;
  /** Seconds to start at (saved progress or `?t=`). */
  startAt: number;
  /** Quality to start with when not automatic (already resolved by the quality rules). */
  quality: Quality | "auto";
  volume: number;
  muted: boolean;
  playbackRate: number;
  /** Try to start playing once loaded (the browser may refuse; that is not an error). */
  autoplay: boolean;
}

/**
 * One playback technology (plain <video> file, hls.js, native HLS, Chromecast). Methods are
 * requests: the adapter must report the outcome through `emit`, the engine never assumes it.
 */
export interface PlayerAdapter {
  readonly kind: AdapterKind;
  load(request: AdapterLoad): void;
  play(): void;
  pause(): void;
  seek(time: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setPlaybackRate(rate: number): void;
  /** "auto" hands the choice back (files: best quality; HLS: adaptive bitrate). */
  setQuality(quality: Quality | "auto"): void;
  setAudioTrack(id: string): void;
  /**
   * Optional: gives the caption to the media (<video> adapters add one <track>, drawn as
   * `options.captionTrackDisplay` says) or removes it (null). Adapters without it leave caption
   * rendering to the UI.
   */
  setCaption?(caption: SelectedCaption | null): void;
  /**
   * Optional: reads a whole embedded text track (an id from `texttracks`) as one WebVTT text,
   * cues in media time, for the app's subtitle renderer. Rejects with an Error saying why.
   */
  loadTextTrack?(id: string): Promise<string>;
  enterPictureInPicture?(): Promise<void>;
  exitPictureInPicture?(): Promise<void>;
  /** Stops loading, releases the element and any library instance. */
  destroy(): void;
}

/**
 * Creates adapters. Built-ins: html5 (file), hls (hls.js), native-hls (Safari). Extra factories
 * (cast) are passed in `options.adapters` or swapped in with `player.switchAdapter`.
 */
export interface AdapterFactory {
  readonly kind: AdapterKind;
  /** Whether this adapter can play the source in this context. */
  canPlay(source: Stream, context: Omit<AdapterContext, "emit">): boolean;
  create(context: AdapterContext): PlayerAdapter;
}

// ---------------------------------------------------------------------------------------------
// Options

/** The hls.js constructor (default export of "hls.js"). */
export type HlsConstructor = typeof Hls;

/** Which hosts the player is about to request, so the extension can install header rules. */
export interface StreamHostsRequest {
  /**
   * "stream": the playlist or file hosts, before loading (PROTOCOLS rule 1);
   * "hlsLevel" / "hlsAudio": fragment hosts of a loaded level / audio playlist (rules 2, 3).
   */
  kind: "stream" | "hlsLevel" | "hlsAudio";
  /** Unique host names. */
  hosts: readonly string[];
  /** Headers the source asks for (required and preferred merged). */
  headers: Readonly<Record<string, string>>;
}

/**
 * When the <video> adapters let the browser draw the selected caption (their one native
 * <track>). The track is always added and loaded; this decides its mode.
 * - "nativeFullscreenOnly": "hidden" (loaded, not drawn: the app draws the cues above the video
 *   itself), "showing" only while the element plays in native fullscreen (iOS Safari's own
 *   player, Safari's video presentation mode, or the <video> itself in fullscreen), where no
 *   page element can appear over it.
 * - "always": "showing" all the time; for an app without its own caption renderer.
 */
export type CaptionTrackDisplay = "nativeFullscreenOnly" | "always";

/** Engine options: app concerns are injected here, never imported (STYLE 2). */
export interface PlayerOptions {
  /** Language the initial audio track should match ("en", "de"). Default "en". */
  preferredAudioLanguage?: string;
  /** Rewrites every stream URL (CDN host replacements from configuration). Default: identity. */
  rewriteUrl?: (url: string) => string;
  /**
   * Called with the stream's hosts before loading and with HLS fragment hosts as playlists load;
   * the engine waits for the "stream" call before it loads. Default: none.
   */
  onStreamHosts?: (request: StreamHostsRequest) => void | Promise<void>;
  /** Loads hls.js; tests pass a fake. Default: `import("hls.js")`, once, lazily. */
  loadHls?: () => Promise<HlsConstructor>;
  /** Extra adapters tried before the built-ins (e.g. a cast adapter). */
  adapters?: readonly AdapterFactory[];
  /** Starting volume 0..1 (the app persists it). Default 1. */
  volume?: number;
  /** Starting mute state (the app persists it). Default false. */
  muted?: boolean;
  /** Stored quality preference (SPEC §4). Default: automatic, none chosen. */
  quality?: { automatic: boolean; lastChosen: Quality | null };
  /** Whether a new source starts playing by itself. Default true. */
  autoplay?: boolean;
  /** When the browser draws the caption track (see the type). Default "nativeFullscreenOnly". */
  captionTrackDisplay?: CaptionTrackDisplay;
}

/** Options of `createThumbnailGenerator` (seek-bar preview images, SPEC §9). */
export interface ThumbnailGeneratorOptions {
  /** False where images cannot be taken; the app passes false on Safari. Default true. */
  isSupported?: boolean;
  /** CDN host replacements for the copy's playlist and fragment requests. Default: identity. */
  rewriteUrl?: (url: string) => string;
  /** Loads hls.js; tests pass a fake. Default: the engine's lazy `import("hls.js")`. */
  loadHls?: () => Promise<HlsConstructor>;
  /** Image width in pixels (at most the video's). Default 160. */
  width?: number;
  /** Refinement rounds after both ends. Default 6 (65 images). */
  rounds?: number;
  /** A seek of the hidden copy taking longer ends the work (a stuck stream). Default 30 000. */
  seekTimeoutMs?: number;
  /** Makes the hidden <video>; tests pass a fake. Default `document.createElement("video")`. */
  createVideo?: () => HTMLVideoElement;
  /** Makes the drawing canvas; tests pass a fake. Default `document.createElement("canvas")`. */
  createCanvas?: () => HTMLCanvasElement;
}

/** Takes seek-bar images of whatever the engine plays, until destroyed. */
export interface ThumbnailGenerator {
  /** Stops the work for good and frees the hidden copy (the images taken stay in the engine). */
  destroy(): void;
}

/** Options with defaults applied, as adapters receive them. */
export interface ResolvedPlayerOptions {
  preferredAudioLanguage: string;
  rewriteUrl: (url: string) => string;
  onStreamHosts: (request: StreamHostsRequest) => void | Promise<void>;
  loadHls: () => Promise<HlsConstructor>;
  adapters: readonly AdapterFactory[];
  autoplay: boolean;
  captionTrackDisplay: CaptionTrackDisplay;
}

/** Options of `player.load`. */
export interface LoadOptions {
  /** Seconds to start at (saved progress, `?t=`). Default 0. */
  startAt?: number;
  /** Overrides `options.autoplay` for this source. */
  autoplay?: boolean;
}

// ---------------------------------------------------------------------------------------------
// The engine

/** The playback engine. Create one per player screen with `createPlayer(options)`. */
export interface Player {
  /** Read-only state. */
  readonly store: ReadonlyStore<PlayerState>;
  /** Listens to an event; returns the function that stops listening. */
  on<K extends PlayerEventName>(
    type: K,
    listener: (detail: PlayerEventMap[K]) => void,
  ): Unsubscribe;

  /** Gives the engine its <video>; a pending source starts loading now. */
  attach(video: HTMLVideoElement): void;
  /** Releases the <video> (destroys the adapter; state keeps the source for a later attach). */
  detach(): void;

  /** Status → scraping (the app is looking for a stream). */
  startScraping(): void;
  /** Status → scrapeNotFound (no provider had a stream). */
  reportScrapeNotFound(): void;
  /** Status → playing; plays `source` from `startAt`; clears error and caption. */
  load(source: Stream, options?: LoadOptions): void;
  /** Status → idle; clears source, meta, thumbnails, time and error. */
  reset(): void;
  /** Sets what is playing (title, poster, episode); not a media request. */
  setMeta(meta: PlayerMeta | null): void;

  play(): void;
  pause(): void;
  /** Seconds, clamped to 0..duration. */
  seek(time: number): void;
  /**
   * Seeks `seconds` forward (negative: back) from the latest known time, clamped to
   * 0..duration. A seek still on its way counts as the latest time, so quick presses add up
   * (L L L moves 30 s) although the store only moves once the media confirms.
   */
  seekBy(seconds: number): void;
  /** 0..1, clamped. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setPlaybackRate(rate: number): void;
  /**
   * A quality by hand (stored, automatic off; nearest lower then higher when the source lacks
   * it), or "auto".
   */
  setQuality(quality: Quality | "auto"): void;
  setAudioTrack(id: string): void;
  /**
   * Caption pipeline hook: the caption chosen (or null). The state changes at once; <video>
   * adapters keep it as a native <track>, drawn only in native fullscreen by default (see
   * `options.captionTrackDisplay`). `load` clears it.
   */
  setCaption(caption: SelectedCaption | null): void;
  /**
   * Reads an embedded text track (an id of `state.embeddedTextTracks`) as one WebVTT text with
   * cues in media time; rejects when the adapter cannot (only hls.js can) or the download fails.
   */
  loadTextTrack(id: string): Promise<string>;
  /** Adds a seek-bar preview image (kept sorted by time). */
  addThumbnail(image: ThumbnailImage): void;
  enterPictureInPicture(): Promise<void>;
  exitPictureInPicture(): Promise<void>;
  /**
   * Cast slot: plays the current source through `factory` (null: back to the built-ins),
   * resuming at the current time.
   */
  switchAdapter(factory: AdapterFactory | null): void;
  /** Destroys the adapter and drops every listener. */
  destroy(): void;
}
