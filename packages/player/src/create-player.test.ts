import { describe, expect, it, vi } from "vitest";
import {
  createFakeAdapter,
  fakeVideo,
  fileSource,
  hlsSource,
  settle,
} from "./__fixtures__/fake-adapter";
import { createPlayer } from "./create-player";
import { playerError } from "./errors";
import type { PlayerOptions } from "./types";

function setup(options: PlayerOptions = {}) {
  const fake = createFakeAdapter();
  const player = createPlayer({
    ...options,
    adapters: [fake.factory, ...(options.adapters ?? [])],
  });
  player.attach(fakeVideo);
  return { fake, player, state: () => player.store.getState() };
}

async function playing(options: PlayerOptions = {}, source = fileSource()) {
  const context = setup(options);
  context.player.load(source, { startAt: 12 });
  await settle();
  return context;
}

describe("createPlayer: status machine", () => {
  it("starts idle with the volume it was given", () => {
    const player = createPlayer({ volume: 0.4, muted: true });
    expect(player.store.getState()).toMatchObject({ status: "idle", volume: 0.4, muted: true });
  });

  it("moves idle → scraping → scrapeNotFound and announces each step", () => {
    const { player, state } = setup();
    const seen: string[] = [];
    player.on("statuschange", ({ status }) => seen.push(status));
    player.startScraping();
    player.reportScrapeNotFound();
    expect(state().status).toBe("scrapeNotFound");
    expect(seen).toEqual(["scraping", "scrapeNotFound"]);
  });

  it("moves to playing when a source is loaded", () => {
    const { player, state } = setup();
    player.startScraping();
    player.load(fileSource());
    expect(state().status).toBe("playing");
  });

  it("ignores a late not-found once a source plays", () => {
    const { player, state } = setup();
    player.load(fileSource());
    player.reportScrapeNotFound();
    expect(state().status).toBe("playing");
  });

  it("reset returns to idle and clears meta, thumbnails, time and source", async () => {
    const { player, fake, state } = await playing();
    player.setMeta({
      type: "movie",
      title: "Sintel",
      releaseYear: 2010,
      poster: null,
      tmdbId: "45745",
      imdbId: null,
    });
    player.addThumbnail({ at: 5, data: "data:a" });
    fake.emit("timeupdate", { currentTime: 30 });
    player.reset();
    expect(state()).toMatchObject({
      status: "idle",
      meta: null,
      thumbnails: [],
      currentTime: 0,
      duration: 0,
      source: null,
    });
    expect(fake.destroyed).toBe(1);
  });
});

describe("createPlayer: loading", () => {
  it("hands the adapter the source, the start time and the current settings", async () => {
    const { fake } = await playing({ volume: 0.5 });
    expect(fake.loads).toHaveLength(1);
    expect(fake.loads[0]).toMatchObject({ startAt: 12, volume: 0.5, muted: false, autoplay: true });
  });

  it("waits for a <video> before creating an adapter", async () => {
    const fake = createFakeAdapter();
    const player = createPlayer({ adapters: [fake.factory] });
    player.load(fileSource(), { startAt: 7 });
    await settle();
    expect(fake.created).toBe(0);
    player.attach(fakeVideo);
    expect(fake.loads[0]?.startAt).toBe(7);
  });

  it("clears the caption and the previous error of the last source", async () => {
    const { player, fake, state } = await playing();
    player.setCaption({ id: "en", language: "en", srtData: "1", url: null });
    fake.emit("error", playerError("network", "down"));
    player.load(fileSource());
    expect(state()).toMatchObject({ caption: null, error: null, status: "playing" });
  });

  it("rewrites every stream URL through the CDN replacement option", async () => {
    const rewriteUrl = (url: string) => url.replace("cdn.example", "mirror.example");
    const { fake, state } = await playing({ rewriteUrl }, hlsSource());
    expect(fake.loads[0]?.source).toMatchObject({ playlist: "https://mirror.example/master.m3u8" });
    expect(state().source).toMatchObject({ playlist: "https://mirror.example/master.m3u8" });
  });

  it("tells the extension hook the stream hosts and headers before loading", async () => {
    const order: string[] = [];
    const fake = createFakeAdapter();
    const onStreamHosts = vi.fn(() => {
      order.push(`hook:${fake.loads.length}`);
    });
    const player = createPlayer({ adapters: [fake.factory], onStreamHosts });
    player.attach(fakeVideo);
    player.load({ ...hlsSource(), headers: { Referer: "a" }, preferredHeaders: { Origin: "b" } });
    await settle();
    expect(onStreamHosts).toHaveBeenCalledWith({
      kind: "stream",
      hosts: ["cdn.example"],
      headers: { Origin: "b", Referer: "a" },
    });
    expect(order).toEqual(["hook:0"]);
    expect(fake.loads).toHaveLength(1);
  });

  it("still loads when the extension hook fails", async () => {
    const { fake } = await playing({ onStreamHosts: () => Promise.reject(new Error("no")) });
    expect(fake.loads).toHaveLength(1);
  });

  it("drops a load that a newer one replaced while the hook was pending", async () => {
    const { player, fake } = setup();
    player.load(fileSource({ "720": "https://a.example/old.mp4" }));
    player.load(fileSource({ "720": "https://a.example/new.mp4" }));
    await settle();
    expect(fake.loads).toHaveLength(1);
    expect(fake.loads[0]?.source).toMatchObject({
      qualities: { "720": { url: "https://a.example/new.mp4" } },
    });
  });

  it("ends on the error screen when an adapter fails to start", async () => {
    const broken = {
      ...createFakeAdapter().factory,
      create: () => {
        throw new Error("boom");
      },
    };
    const player = createPlayer({ adapters: [broken] });
    player.attach(fakeVideo);
    player.load(fileSource());
    await settle();
    expect(player.store.getState()).toMatchObject({
      status: "playbackError",
      error: { type: "generic", fatal: true },
    });
  });

  it("reports an HLS source nothing can play as a fatal error", async () => {
    const player = createPlayer({ adapters: [createFakeAdapter("html5", () => false).factory] });
    player.attach(fakeVideo);
    vi.stubGlobal("MediaSource", undefined);
    const video = { canPlayType: () => "" } as unknown as HTMLVideoElement;
    player.attach(video);
    player.load(hlsSource());
    await settle();
    vi.unstubAllGlobals();
    expect(player.store.getState()).toMatchObject({
      status: "playbackError",
      error: { type: "hlsNotSupported", fatal: true, key: "playbackError.hlsNotSupported" },
    });
  });
});

describe("createPlayer: requests wait for the adapter", () => {
  it("asks the adapter to play but stays paused until it reports playing", async () => {
    const { player, fake, state } = await playing();
    player.play();
    expect(fake.calls).toContainEqual(["play"]);
    expect(state().paused).toBe(true);
    fake.emit("playing");
    expect(state()).toMatchObject({ playing: true, paused: false, hasPlayedOnce: true });
  });

  it("clamps volume to 0..1 and applies it when the adapter confirms", async () => {
    const { player, fake, state } = await playing();
    player.setVolume(1.7);
    expect(fake.calls).toContainEqual(["setVolume", 1]);
    expect(state().volume).toBe(1);
    player.setVolume(-1);
    expect(fake.calls).toContainEqual(["setVolume", 0]);
    fake.emit("volumechange", { volume: 0, muted: false });
    expect(state().volume).toBe(0);
  });

  it("keeps a volume set before any source for the next load", async () => {
    const fake = createFakeAdapter();
    const player = createPlayer({ adapters: [fake.factory] });
    player.setVolume(0.3);
    player.attach(fakeVideo);
    player.load(fileSource());
    await settle();
    expect(fake.loads[0]?.volume).toBe(0.3);
  });

  it("clamps a seek to the duration", async () => {
    const { player, fake } = await playing();
    fake.emit("durationchange", { duration: 100 });
    player.seek(150);
    player.seek(-4);
    expect(fake.calls.filter(([method]) => method === "seek")).toEqual([
      ["seek", 100],
      ["seek", 0],
    ]);
  });

  it("follows time, duration, buffering and rate reports", async () => {
    const { fake, state } = await playing();
    fake.emit("timeupdate", { currentTime: 42 });
    fake.emit("durationchange", { duration: Number.POSITIVE_INFINITY });
    fake.emit("progress", { buffered: [{ start: 0, end: 50 }] });
    fake.emit("waiting");
    fake.emit("ratechange", { playbackRate: 1.5 });
    expect(state()).toMatchObject({
      currentTime: 42,
      duration: 0,
      buffered: [{ start: 0, end: 50 }],
      waiting: true,
      playbackRate: 1.5,
    });
  });

  it("ignores reports from an adapter that was already replaced", async () => {
    const { player, fake, state } = await playing();
    player.load(fileSource());
    await settle();
    fake.emitAs(0)("timeupdate", { currentTime: 99 });
    expect(state().currentTime).toBe(0);
    fake.emitAs(1)("timeupdate", { currentTime: 3 });
    expect(state().currentTime).toBe(3);
  });

  it("passes every adapter event on to listeners", async () => {
    const { player, fake } = await playing();
    const listener = vi.fn();
    player.on("timeupdate", listener);
    fake.emit("timeupdate", { currentTime: 8 });
    expect(listener).toHaveBeenCalledWith({ currentTime: 8 });
  });
});

describe("createPlayer: errors", () => {
  it("moves to playbackError on a fatal adapter error and keeps the error", async () => {
    const { player, fake, state } = await playing();
    const onError = vi.fn();
    player.on("error", onError);
    fake.emit("error", playerError("decode", "bad frame"));
    expect(state()).toMatchObject({
      status: "playbackError",
      error: { type: "decode", detail: "bad frame", fatal: true },
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it("keeps playing after a non-fatal error", async () => {
    const { fake, state } = await playing();
    fake.emit("error", playerError("noQuality", "none", false));
    expect(state().status).toBe("playing");
    expect(state().error?.type).toBe("noQuality");
  });

  it("keeps the first fatal error rather than its consequences", async () => {
    const { fake, state } = await playing();
    fake.emit("error", playerError("hls", "manifestLoadError"));
    fake.emit("error", playerError("generic", "later"));
    expect(state().error?.type).toBe("hls");
  });
});

describe("createPlayer: cast slot and lifecycle", () => {
  it("switches to another adapter at the current time, playing if it was", async () => {
    const { player, fake } = await playing();
    fake.emit("playing");
    fake.emit("timeupdate", { currentTime: 61 });
    const cast = createFakeAdapter("cast", () => true);
    player.switchAdapter(cast.factory);
    expect(fake.destroyed).toBe(1);
    expect(cast.loads[0]).toMatchObject({ startAt: 61, autoplay: true });
    expect(player.store.getState().adapter).toBe("cast");
  });

  it("comes back from the cast adapter to the web one", async () => {
    const { player, fake } = await playing();
    const cast = createFakeAdapter("cast", () => true);
    player.switchAdapter(cast.factory);
    cast.emit("timeupdate", { currentTime: 20 });
    player.switchAdapter(null);
    expect(fake.loads.at(-1)?.startAt).toBe(20);
    expect(player.store.getState().adapter).toBe("html5");
  });

  it("resumes where it was when the <video> changes", async () => {
    const { player, fake } = await playing();
    fake.emit("timeupdate", { currentTime: 33 });
    player.detach();
    expect(fake.destroyed).toBe(1);
    player.attach({} as HTMLVideoElement);
    expect(fake.loads.at(-1)?.startAt).toBe(33);
  });

  it("still plays a source whose <video> was swapped while the hook was pending", async () => {
    const { player, fake } = setup();
    player.load(fileSource(), { startAt: 9 });
    player.detach(); // React StrictMode: unmount and mount again.
    player.attach({} as HTMLVideoElement);
    await settle();
    expect(fake.loads).toHaveLength(1);
    expect(fake.loads[0]?.startAt).toBe(9);
  });

  it("shows paused and no adapter once the <video> is gone", async () => {
    const { player, fake, state } = await playing();
    fake.emit("playing");
    player.detach();
    expect(state()).toMatchObject({ playing: false, paused: true, adapter: null });
  });

  it("stops telling anyone anything once destroyed", async () => {
    const { player, fake } = await playing();
    const listener = vi.fn();
    player.store.subscribe(listener);
    player.destroy();
    player.setMeta(null);
    expect(fake.destroyed).toBe(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps thumbnails sorted by time", () => {
    const { player, state } = setup();
    player.addThumbnail({ at: 50, data: "b" });
    player.addThumbnail({ at: 0, data: "a" });
    expect(state().thumbnails.map((image) => image.at)).toEqual([0, 50]);
  });

  it("drops the previous source's thumbnails when another source loads", async () => {
    const { player, state } = await playing();
    player.addThumbnail({ at: 10, data: "old" });
    player.load(fileSource());
    expect(state().thumbnails).toEqual([]);
  });

  it("rejects reading an embedded text track the adapter cannot read", async () => {
    const { player } = await playing();
    await expect(player.loadTextTrack("0")).rejects.toThrow(/cannot read/);
  });
});
