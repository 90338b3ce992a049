import type { HlsConstructor } from "../types";

type Handler = (event: string, data: unknown) => void;

/**
 * Just enough of hls.js for the adapter: it records the config and the calls, and tests fire
 * hls.js events with `trigger`. `currentLevel` follows hls.js: -1 turns adaptive bitrate on.
 */
export class FakeHls {
  static Events = {
    ERROR: "hlsError",
    MANIFEST_PARSED: "hlsManifestParsed",
    LEVEL_SWITCHED: "hlsLevelSwitched",
    LEVEL_LOADED: "hlsLevelLoaded",
    AUDIO_TRACKS_UPDATED: "hlsAudioTracksUpdated",
    AUDIO_TRACK_SWITCHED: "hlsAudioTrackSwitched",
    AUDIO_TRACK_LOADED: "hlsAudioTrackLoaded",
    SUBTITLE_TRACKS_UPDATED: "hlsSubtitleTracksUpdated",
  };
  static supported = true;
  static instances: FakeHls[] = [];
  static isSupported = () => FakeHls.supported;

  handlers = new Map<string, Handler[]>();
  levels: { width: number; height: number; bitrate: number }[] = [];
  audioTracks: { lang?: string; name: string }[] = [];
  audioTrack = 0;
  autoLevelEnabled = true;
  private level = -1;
  /** hls.js's manual level for the next fragments (-1: adaptive). */
  loadLevel = -1;
  /** Where `startLoad` was asked to begin; null until then (with `autoStartLoad: false`). */
  loadStartedAt: number | null = null;
  source: string | null = null;
  media: unknown = null;
  destroyed = false;

  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }

  get currentLevel(): number {
    return this.level;
  }

  set currentLevel(value: number) {
    this.level = value;
    this.autoLevelEnabled = value === -1;
  }

  on(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  trigger(event: string, data: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }

  loadSource(url: string): void {
    this.source = url;
  }

  attachMedia(media: unknown): void {
    this.media = media;
  }

  startLoad(position: number): void {
    this.loadStartedAt = position;
  }

  destroy(): void {
    this.destroyed = true;
  }

  static reset(): void {
    FakeHls.instances = [];
    FakeHls.supported = true;
  }
}

export const loadFakeHls = () => Promise.resolve(FakeHls as unknown as HlsConstructor);
