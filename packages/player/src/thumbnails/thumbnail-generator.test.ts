import { afterEach, describe, expect, it, vi } from "vitest";
import { fileSource, hlsSource, loadedWithFake, settle } from "../__fixtures__/fake-adapter";
import { FakeHls, loadFakeHls } from "../__fixtures__/fake-hls";
import type { ThumbnailGeneratorOptions } from "../types";
import { createThumbnailGenerator } from "./thumbnail-generator";

/** The hidden <video>: a seek is confirmed a moment later, unless the copy is `stuck`. */
class FakeVideo extends EventTarget {
  muted = false;
  preload = "";
  crossOrigin: string | null = null;
  src = "";
  readyState = 0;
  duration = Number.NaN;
  videoWidth = 0;
  videoHeight = 0;
  stuck = false;
  seeks: number[] = [];
  loads = 0;
  private time = 0;

  get currentTime() {
    return this.time;
  }
  set currentTime(time: number) {
    this.time = time;
    this.seeks.push(time);
    if (!this.stuck) setTimeout(() => this.dispatchEvent(new Event("seeked")), 0);
  }
  /** The media's header arrived. */
  metadata(duration: number, width = 640, height = 360) {
    Object.assign(this, { duration, videoWidth: width, videoHeight: height, readyState: 1 });
    this.dispatchEvent(new Event("loadedmetadata"));
  }
  removeAttribute(name: string) {
    if (name === "src") this.src = "";
  }
  load() {
    this.loads += 1;
  }
}

/** A canvas whose image names the time of the frame drawn on it. */
function fakeCanvas() {
  let drawnAt = -1;
  return {
    width: 300,
    height: 150,
    getContext: () => ({
      drawImage: (video: FakeVideo) => (drawnAt = video.currentTime),
    }),
    toDataURL: (type: string) => `data:${type};base64,frame-${drawnAt}`,
  };
}

async function setup(options: ThumbnailGeneratorOptions = {}, source = fileSource()) {
  const videos: FakeVideo[] = [];
  const { fake, player, state } = await loadedWithFake({}, source);
  const generator = createThumbnailGenerator(player, {
    rounds: 2,
    loadHls: loadFakeHls,
    createVideo: () => {
      videos.push(new FakeVideo());
      return videos.at(-1) as unknown as HTMLVideoElement;
    },
    createCanvas: () => fakeCanvas() as unknown as HTMLCanvasElement,
    ...options,
  });
  const video = () => {
    const last = videos.at(-1);
    if (!last) throw new Error("no hidden video yet");
    return last;
  };
  return { fake, player, state, generator, videos, video };
}

afterEach(() => FakeHls.reset());

describe("createThumbnailGenerator", () => {
  it("seeks a muted copy of the 360p file in the fraction order, one image per point", async () => {
    const { fake, state, video } = await setup();
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    expect(video()).toMatchObject({ muted: true, src: "https://cdn.example/360.mp4" });
    video().metadata(64);
    await vi.waitFor(() => expect(state().thumbnails).toHaveLength(5));
    expect(video().seeks).toEqual([0, 63.5, 32, 16, 48]);
    expect(state().thumbnails).toEqual(
      [0, 16, 32, 48, 63.5].map((at) => ({ at, data: `data:image/jpeg;base64,frame-${at}` })),
    );
    expect(video().src).toBe(""); // Done: the copy is released.
  });

  it("waits for the main playback: nothing before its duration, no seek while it buffers", async () => {
    const { fake, state, videos, video } = await setup();
    expect(videos).toHaveLength(0);
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    fake.emit("waiting");
    video().metadata(64);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(video().seeks).toEqual([]);
    fake.emit("playing");
    await vi.waitFor(() => expect(state().thumbnails).toHaveLength(5));
  });

  it("stops and frees the copy when the engine is reset", async () => {
    const { fake, player, state, video } = await setup();
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    video().stuck = true;
    video().metadata(64);
    await vi.waitFor(() => expect(video().seeks).toEqual([0]));
    player.reset();
    expect(video()).toMatchObject({ src: "", loads: 1 });
    video().dispatchEvent(new Event("seeked"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(video().seeks).toEqual([0]);
    expect(state().thumbnails).toEqual([]);
  });

  it("starts over on a fresh copy when a new source plays", async () => {
    const { fake, player, videos, video } = await setup();
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    player.load(fileSource({ "720": "https://other.example/720.mp4" }));
    expect(videos[0]?.src).toBe("");
    await settle(); // The engine starts the new adapter.
    fake.emit("durationchange", { duration: 50 });
    await vi.waitFor(() => expect(videos).toHaveLength(2));
    expect(videos[1]?.src).toBe("https://other.example/720.mp4");
  });

  it("stops for good when destroyed", async () => {
    const { fake, generator, video } = await setup();
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    generator.destroy();
    expect(video().src).toBe("");
    video().metadata(64);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(video().seeks).toEqual([]);
  });

  it("takes no image where it is not supported (Safari)", async () => {
    const { fake, videos } = await setup({ isSupported: false });
    fake.emit("durationchange", { duration: 64 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(videos).toHaveLength(0);
  });

  it("gives up, releasing the copy, when a seek never finishes", async () => {
    const { fake, state, video } = await setup({ seekTimeoutMs: 5 });
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    video().stuck = true;
    video().metadata(64);
    await vi.waitFor(() => expect(video().src).toBe(""));
    expect(video().seeks).toEqual([0]);
    expect(state().thumbnails).toEqual([]);
  });

  it("plays HLS through a second hls.js pinned to the lowest rendition, loading from 0", async () => {
    const { fake, video } = await setup({}, hlsSource());
    fake.emit("durationchange", { duration: 64 });
    await vi.waitFor(video);
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.instances[0] as FakeHls;
    expect(hls).toMatchObject({ source: "https://cdn.example/master.m3u8", media: video() });
    expect(hls.config).toMatchObject({ autoStartLoad: false, maxBufferLength: 2 });
    const levels = [{ bitrate: 900 }, { bitrate: 120 }, { bitrate: 400 }];
    hls.trigger(FakeHls.Events.MANIFEST_PARSED, { levels, audioTracks: [] });
    expect(hls).toMatchObject({ loadLevel: 1, loadStartedAt: 0 });
    hls.trigger(FakeHls.Events.ERROR, { fatal: true });
    expect(hls.destroyed).toBe(true);
    expect(video().src).toBe("");
  });
});
