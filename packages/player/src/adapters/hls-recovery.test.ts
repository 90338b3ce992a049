// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HLS_LOAD, recordingEmit, settle } from "../__fixtures__/fake-adapter";
import { FakeHls, loadFakeHls } from "../__fixtures__/fake-hls";
import { resolveOptions } from "../options";
import { createHlsAdapter } from "./hls-adapter";
import { createHlsRecovery, RECOVERY_RESET_AFTER_PLAYED } from "./hls-recovery";

const MEDIA = { fatal: true, type: "mediaError", details: "bufferAppendError" };
const NETWORK = { fatal: true, type: "networkError", details: "fragLoadError" };

/** The hls.js adapter on a happy-dom <video>, with hls.js's recovery calls recorded. */
async function setup() {
  const video = document.createElement("video");
  const { reports, emit } = recordingEmit();
  const adapter = createHlsAdapter(video, {
    video,
    emit,
    options: resolveOptions({ loadHls: loadFakeHls }),
  });
  adapter.load(HLS_LOAD);
  await settle();
  const created = FakeHls.instances.at(-1);
  if (!created) throw new Error("hls.js was not created");
  const calls: string[] = [];
  const hls = Object.assign(created, {
    recoverMediaError: vi.fn(() => calls.push("recoverMediaError")),
    swapAudioCodec: vi.fn(() => calls.push("swapAudioCodec")),
    startLoad: vi.fn(() => calls.push("startLoad")),
  });
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  const playTo = (time: number) => {
    video.currentTime = time;
    fire("timeupdate");
  };
  const names = () => reports.map(([name]) => name);
  const errors = () => reports.filter(([name]) => name === "error").map(([, detail]) => detail);
  const manifest = () =>
    hls.trigger(FakeHls.Events.MANIFEST_PARSED, { levels: [], audioTracks: [] });
  return { video, adapter, hls, calls, reports, fire, playTo, names, errors, manifest };
}

beforeEach(() => FakeHls.reset());

describe("hls.js fatal error recovery", () => {
  it("recovers a fatal media error and plays on without reporting an error", async () => {
    const { video, hls, calls, reports, fire, playTo, names, errors } = await setup();
    await video.play();
    playTo(40);
    reports.length = 0;

    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    expect(calls).toEqual(["recoverMediaError"]);
    // Only the spinner: the re-attached element's reset (time 0, no duration) stays unreported.
    video.pause();
    playTo(0);
    fire("durationchange");
    fire("pause");
    expect(names()).toEqual(["waiting"]);

    // hls.js reloads at the old position; once the element can play, it resumes there.
    video.currentTime = 40;
    Object.defineProperty(video, "duration", { configurable: true, value: 600 });
    fire("canplay");
    expect(video.paused).toBe(false);
    expect(reports).toContainEqual(["timeupdate", { currentTime: 40 }]);
    expect(reports).toContainEqual(["durationchange", { duration: 600 }]);
    playTo(41);
    expect(reports.at(-1)).toEqual(["timeupdate", { currentTime: 41 }]);
    expect(errors()).toEqual([]);
  });

  it("treats the element's own error during hls.js playback as a media error to recover", async () => {
    const { hls, fire, errors } = await setup();
    fire("error");
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual([]);
  });

  it("swaps the audio codec when the media error comes back, then gives up with the mapped error", async () => {
    const { hls, calls, errors } = await setup();
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    expect(calls).toEqual(["recoverMediaError", "swapAudioCodec", "recoverMediaError"]);
    expect(errors()).toEqual([]);

    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    expect(calls).toHaveLength(3);
    expect(errors()).toEqual([
      {
        type: "hls",
        detail: "mediaError: bufferAppendError",
        fatal: true,
        key: "playbackError.hls",
      },
    ]);
  });

  it("restarts loading once after a fatal network error, then reports it", async () => {
    const { hls, calls, errors, manifest } = await setup();
    manifest();
    hls.trigger(FakeHls.Events.ERROR, NETWORK);
    expect(calls).toEqual(["startLoad"]);
    expect(errors()).toEqual([]);
    hls.trigger(FakeHls.Events.ERROR, NETWORK);
    expect(calls).toEqual(["startLoad"]);
    expect(errors()).toMatchObject([{ type: "hls", detail: "networkError: fragLoadError" }]);
  });

  it("reports a network error before the manifest loaded at once (a broken stream)", async () => {
    const { hls, calls, errors } = await setup();
    hls.trigger(FakeHls.Events.ERROR, {
      fatal: true,
      type: "networkError",
      details: "manifestParsingError",
    });
    expect(calls).toEqual([]);
    expect(errors()).toMatchObject([{ type: "hls", fatal: true }]);
  });

  it("ignores non-fatal errors and gives up at once on other fatal ones", async () => {
    const { hls, calls, errors } = await setup();
    hls.trigger(FakeHls.Events.ERROR, { ...MEDIA, fatal: false });
    expect(errors()).toEqual([]);
    hls.trigger(FakeHls.Events.ERROR, { fatal: true, type: "otherError", details: "internal" });
    expect(calls).toEqual([]);
    expect(errors()).toHaveLength(1);
  });

  it("gives a later failure the same chances once playback has gone on", async () => {
    const { hls, errors, fire, playTo } = await setup();
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    fire("canplay");
    // Seeking far ahead is not playing: the budget stays spent.
    fire("seeking");
    playTo(300);
    for (let time = 301; time < 300 + RECOVERY_RESET_AFTER_PLAYED; time += 1) playTo(time);
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    expect(errors()).toHaveLength(1);

    FakeHls.reset();
    const next = await setup();
    next.hls.trigger(FakeHls.Events.ERROR, MEDIA);
    next.hls.trigger(FakeHls.Events.ERROR, MEDIA);
    next.fire("canplay");
    for (let time = 0; time <= RECOVERY_RESET_AFTER_PLAYED; time += 1) next.playTo(time);
    next.hls.trigger(FakeHls.Events.ERROR, MEDIA);
    expect(next.calls.slice(3)).toEqual(["recoverMediaError"]);
    expect(next.errors()).toEqual([]);
  });

  it("keeps a pause asked for during the recovery", async () => {
    const { video, adapter, hls, fire, names } = await setup();
    await video.play();
    hls.trigger(FakeHls.Events.ERROR, MEDIA);
    video.pause(); // What re-attaching does to the element.
    adapter.pause();
    fire("canplay");
    expect(video.paused).toBe(true);
    expect(names()).toContain("pause");
  });
});

describe("createHlsRecovery", () => {
  const fakeHls = () => ({
    recoverMediaError: vi.fn(),
    swapAudioCodec: vi.fn(),
    startLoad: vi.fn(),
  });

  it("counts media and network attempts apart", () => {
    const hls = fakeHls();
    const recovery = createHlsRecovery(hls);
    recovery.manifestLoaded();
    expect(recovery.handleFatal({ type: "mediaError" })).toBe("recoverMedia");
    expect(recovery.handleFatal({ type: "networkError" })).toBe("restartLoad");
    expect(recovery.handleFatal({ type: "mediaError" })).toBe("swapAudioCodec");
    expect(recovery.handleFatal({ type: "networkError" })).toBe("giveUp");
    expect(recovery.handleFatal({ type: "mediaError" })).toBe("giveUp");
  });

  it("does not count a reload at 0 or a jump as playback", () => {
    const recovery = createHlsRecovery(fakeHls());
    recovery.handleFatal({ type: "mediaError" });
    recovery.handleFatal({ type: "mediaError" });
    recovery.timeUpdate(100);
    recovery.timeUpdate(0);
    recovery.timeUpdate(60);
    recovery.timeUpdate(RECOVERY_RESET_AFTER_PLAYED - 1);
    expect(recovery.handleFatal({ type: "mediaError" })).toBe("giveUp");
  });
});
