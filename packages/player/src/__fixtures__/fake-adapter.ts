import type { Stream } from "@matinee/contracts";
import { createPlayer } from "../create-player";
import type {
  AdapterContext,
  AdapterEmit,
  AdapterEventMap,
  AdapterFactory,
  AdapterKind,
  AdapterLoad,
  PlayerAdapter,
  PlayerOptions,
} from "../types";

type LooseEmit = (type: keyof AdapterEventMap, ...detail: unknown[]) => void;

/** One request the fake adapter received, in order. */
export type FakeCall = [method: string, ...args: unknown[]];

/**
 * An adapter that only records requests; tests play the media's part by calling `emit`, so they
 * can prove that state follows events and never the requests themselves.
 */
export interface FakeAdapterHandle {
  factory: AdapterFactory;
  /** Requests received by every adapter this factory created. */
  calls: FakeCall[];
  /** Reports as the most recently created adapter. */
  emit: AdapterEmit;
  /** Reports as the adapter created `index`-th (0-based), even after it was replaced. */
  emitAs(index: number): AdapterEmit;
  loads: AdapterLoad[];
  created: number;
  destroyed: number;
}

export function createFakeAdapter(
  kind: AdapterKind = "html5",
  canPlay: (source: Stream, context: Omit<AdapterContext, "emit">) => boolean = (_, c) =>
    c.video !== null,
): FakeAdapterHandle {
  const emitters: AdapterEmit[] = [];
  const handle: FakeAdapterHandle = {
    calls: [],
    loads: [],
    created: 0,
    destroyed: 0,
    emit: (...args: Parameters<LooseEmit>) => {
      const emit = emitters.at(-1);
      if (!emit) throw new Error("No adapter was created yet");
      (emit as LooseEmit)(...args);
    },
    emitAs:
      (index) =>
      (...args: Parameters<LooseEmit>) =>
        (emitters[index] as LooseEmit | undefined)?.(...args),
    factory: {
      kind,
      canPlay,
      create(context): PlayerAdapter {
        handle.created += 1;
        emitters.push(context.emit);
        const record =
          (method: string) =>
          (...args: unknown[]) => {
            handle.calls.push([method, ...args]);
          };
        return {
          kind,
          load(request) {
            handle.loads.push(request);
            handle.calls.push(["load", request]);
          },
          play: record("play"),
          pause: record("pause"),
          seek: record("seek"),
          setVolume: record("setVolume"),
          setMuted: record("setMuted"),
          setPlaybackRate: record("setPlaybackRate"),
          setQuality: record("setQuality"),
          setAudioTrack: record("setAudioTrack"),
          setCaption: record("setCaption"),
          destroy() {
            handle.destroyed += 1;
          },
        };
      },
    },
  };
  return handle;
}

/** A <video> stand-in: the engine only passes it to adapters, so an empty object will do. */
export const fakeVideo = {} as HTMLVideoElement;

const mp4 = (url: string) => ({ type: "mp4" as const, url });

export function fileSource(
  qualities: Partial<Record<string, string>> = {
    "1080": "https://cdn.example/1080.mp4",
    "360": "https://cdn.example/360.mp4",
  },
): Stream {
  return {
    type: "file",
    id: "file",
    flags: [],
    captions: [],
    qualities: Object.fromEntries(
      Object.entries(qualities).map(([quality, url]) => [quality, mp4(url ?? "")]),
    ),
  };
}

export function hlsSource(playlist = "https://cdn.example/master.m3u8"): Stream {
  return { type: "hls", id: "hls", flags: [], captions: [], playlist };
}

/** A load of `hlsSource()` from the start: automatic quality, full volume, no autoplay. */
export const HLS_LOAD: AdapterLoad = {
  source: hlsSource(),
  startAt: 0,
  quality: "auto",
  volume: 1,
  muted: false,
  playbackRate: 1,
  autoplay: false,
};

/** One report of an adapter under test: `[type]`, or `[type, detail]`. */
export type Report = [keyof AdapterEventMap, unknown?];

/** An adapter's `emit` that records every report, in order, into `reports`. */
export function recordingEmit(): { reports: Report[]; emit: AdapterEmit } {
  const reports: Report[] = [];
  const emit = ((type: keyof AdapterEventMap, detail?: unknown) => {
    reports.push(detail === undefined ? [type] : [type, detail]);
  }) as AdapterEmit;
  return { reports, emit };
}

/** Lets queued promise callbacks (the stream-hosts hook) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** An engine playing `source` through a fresh fake adapter on {@link fakeVideo}. */
export async function loadedWithFake(options: PlayerOptions = {}, source: Stream = fileSource()) {
  const fake = createFakeAdapter();
  const player = createPlayer({ ...options, adapters: [fake.factory] });
  player.attach(fakeVideo);
  player.load(source);
  await settle();
  return { fake, player, state: () => player.store.getState() };
}
