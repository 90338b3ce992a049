// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HLS_LOAD, hlsSource, recordingEmit, settle } from "../__fixtures__/fake-adapter";
import { FakeHls, loadFakeHls } from "../__fixtures__/fake-hls";
import { resolveOptions } from "../options";
import type { AdapterEventMap, AdapterLoad, PlayerOptions } from "../types";
import { createHlsAdapter } from "./hls-adapter";

const LEVELS = [
  { width: 640, height: 360, bitrate: 800_000 },
  { width: 1280, height: 720, bitrate: 2_500_000 },
  { width: 3840, height: 2160, bitrate: 15_000_000 },
];

async function setup(request: Partial<AdapterLoad> = {}, options: PlayerOptions = {}) {
  const video = document.createElement("video");
  const { reports, emit } = recordingEmit();
  const resolved = resolveOptions({ loadHls: loadFakeHls, ...options });
  const adapter = createHlsAdapter(video, { video, emit, options: resolved });
  adapter.load({ ...HLS_LOAD, ...request });
  await settle();
  const hls = FakeHls.instances.at(-1);
  if (!hls) throw new Error("hls.js was not created");
  const find = (type: keyof AdapterEventMap) =>
    reports.filter(([name]) => name === type).map(([, detail]) => detail);
  const parse = (audioTracks: { lang?: string; name: string }[] = []) => {
    hls.levels = LEVELS;
    hls.audioTracks = audioTracks;
    hls.trigger(FakeHls.Events.MANIFEST_PARSED, { levels: LEVELS, audioTracks });
  };
  return { video, adapter, hls, find, parse };
}

beforeEach(() => FakeHls.reset());

describe("createHlsAdapter", () => {
  it("configures hls.js with the §9 buffer, time-outs and retries", async () => {
    const { hls } = await setup();
    expect(hls.config).toMatchObject({
      maxBufferSize: 500_000_000,
      fragLoadPolicy: {
        default: {
          maxTimeToFirstByteMs: 30_000,
          maxLoadTimeMs: 30_000,
          timeoutRetry: { maxNumRetry: 3 },
          errorRetry: { maxNumRetry: 2, retryDelayMs: 1_000, maxRetryDelayMs: 8_000 },
        },
      },
    });
  });

  it("leaves subtitles to the app: hls.js draws none and lists only WebVTT renditions", async () => {
    const { hls } = await setup();
    expect(hls.config).toMatchObject({ renderTextTracksNatively: false, enableIMSC1: false });
    expect(hls.config.enableWebVTT).toBe(true);
  });

  it("lists the playlist's subtitles beside the source's own captions", async () => {
    const caption = {
      type: "vtt" as const,
      id: "en",
      url: "https://files.example/en.vtt",
      hasCorsRestrictions: false,
      language: "en",
    };
    const { hls } = await setup({ source: { ...hlsSource(), captions: [caption] } });
    expect(hls.config.enableWebVTT).toBe(true);
  });

  it("loads the playlist into the element, starting at the saved position", async () => {
    const { hls, video } = await setup({ startAt: 75 });
    expect(hls.source).toBe("https://cdn.example/master.m3u8");
    expect(hls.media).toBe(video);
    expect(hls.config.startPosition).toBe(75);
  });

  it("lists renditions as qualities, 2160p as 4k", async () => {
    const { find, parse } = await setup();
    parse();
    expect(find("qualities")).toEqual([{ qualities: ["360", "720", "4k"] }]);
  });

  it("leaves quality to adaptive bitrate when automatic", async () => {
    const { hls, find, parse } = await setup();
    parse();
    expect(hls.currentLevel).toBe(-1);
    expect(find("qualitychange").at(-1)).toMatchObject({ automatic: true });
  });

  it("pins the level of a manual quality and reports it once switched", async () => {
    const { hls, find, parse, adapter } = await setup();
    parse();
    adapter.setQuality("360");
    expect(hls.currentLevel).toBe(0);
    hls.trigger(FakeHls.Events.LEVEL_SWITCHED, { level: 0 });
    expect(find("qualitychange").at(-1)).toEqual({ quality: "360", automatic: false });
  });

  it("reports the level on screen, not the one hls.js is about to load", async () => {
    const { hls, find, parse, adapter } = await setup({ quality: "360" });
    parse();
    hls.trigger(FakeHls.Events.LEVEL_SWITCHED, { level: 0 });
    adapter.setQuality("auto");
    // Adaptive bitrate is on at once, but 360p stays on screen until hls.js switches.
    expect(find("qualitychange").at(-1)).toEqual({ quality: "360", automatic: true });
    hls.trigger(FakeHls.Events.LEVEL_SWITCHED, { level: 2 });
    expect(find("qualitychange").at(-1)).toEqual({ quality: "4k", automatic: true });
  });

  it("starts at the stored manual quality, or its nearest lower rendition", async () => {
    const { hls, parse } = await setup({ quality: "1080" });
    parse();
    expect(hls.currentLevel).toBe(1); // 720p: nearest lower than 1080.
  });

  it("selects the audio track in the preferred language; tracks keep the playlist's names", async () => {
    const displayNames = vi.spyOn(Intl, "DisplayNames");
    const { hls, find, parse } = await setup({}, { preferredAudioLanguage: "de" });
    parse([
      { lang: "en", name: "English" },
      { lang: "ger", name: "Deutsch" },
      { lang: "", name: "" },
    ]);
    // Language names are the interface's to make (in its own language): none are made here.
    expect(find("audiotracks")).toEqual([
      {
        tracks: [
          { id: "0", language: "en", label: "English" },
          { id: "1", language: "ger", label: "Deutsch" },
          { id: "2", language: "", label: "3" },
        ],
      },
    ]);
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
    expect(hls.audioTrack).toBe(1);
    hls.trigger(FakeHls.Events.AUDIO_TRACK_SWITCHED, {});
    expect(find("audiotrackchange")).toEqual([{ id: "1" }]);
  });

  it("switches the audio track on request", async () => {
    const { hls, parse, adapter } = await setup();
    parse([
      { lang: "en", name: "a" },
      { lang: "fr", name: "b" },
    ]);
    adapter.setAudioTrack("1");
    expect(hls.audioTrack).toBe(1);
    adapter.setAudioTrack("7");
    expect(hls.audioTrack).toBe(1);
  });

  it("maps a fatal hls.js error and ignores recoverable ones", async () => {
    const { hls, find } = await setup();
    hls.trigger(FakeHls.Events.ERROR, {
      fatal: false,
      type: "networkError",
      details: "fragLoadError",
    });
    hls.trigger(FakeHls.Events.ERROR, {
      fatal: true,
      type: "networkError",
      details: "manifestLoadError",
    });
    expect(find("error")).toEqual([
      {
        type: "hls",
        detail: "networkError: manifestLoadError",
        fatal: true,
        key: "playbackError.hls",
      },
    ]);
  });

  it("tells the extension hook the fragment hosts of each level", async () => {
    const onStreamHosts = vi.fn();
    const { hls } = await setup(
      { source: { ...hlsSource(), headers: { Referer: "r" } } },
      { onStreamHosts },
    );
    hls.trigger(FakeHls.Events.LEVEL_LOADED, {
      details: {
        fragments: [{ url: "https://seg.example/1.ts" }, { url: "https://seg.example/2.ts" }],
      },
    });
    expect(onStreamHosts).toHaveBeenCalledWith({
      kind: "hlsLevel",
      hosts: ["seg.example"],
      headers: { Referer: "r" },
    });
  });

  it("reports a browser without MediaSource support as fatal", async () => {
    FakeHls.supported = false;
    const video = document.createElement("video");
    const errors: unknown[] = [];
    const emit = ((type: string, detail: unknown) =>
      type === "error" && errors.push(detail)) as never;
    createHlsAdapter(video, {
      video,
      emit,
      options: resolveOptions({ loadHls: loadFakeHls }),
    }).load(HLS_LOAD);
    await settle();
    expect(errors).toMatchObject([{ type: "hlsNotSupported", fatal: true }]);
  });

  it("never starts hls.js when destroyed while it was downloading", async () => {
    const video = document.createElement("video");
    const adapter = createHlsAdapter(video, {
      video,
      emit: () => undefined,
      options: resolveOptions({ loadHls: loadFakeHls }),
    });
    adapter.load(HLS_LOAD);
    adapter.destroy();
    await settle();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it("destroys hls.js with the adapter", async () => {
    const { hls, adapter } = await setup();
    adapter.destroy();
    expect(hls.destroyed).toBe(true);
  });

  it("rewrites playlist and fragment requests through the CDN option", async () => {
    const { hls } = await setup({}, { rewriteUrl: (url) => url.replace("cdn.", "mirror.") });
    const xhr = { open: vi.fn() };
    const setup2 = hls.config.xhrSetup as (xhr: unknown, url: string) => void;
    setup2(xhr, "https://cdn.example/seg.ts");
    expect(xhr.open).toHaveBeenCalledWith("GET", "https://mirror.example/seg.ts", true);
    xhr.open.mockClear();
    setup2(xhr, "https://other.example/seg.ts");
    expect(xhr.open).not.toHaveBeenCalled();
  });
});
