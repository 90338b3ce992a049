import { createCueIndex, type Cue } from "@matinee/subtitles";
import { describe, expect, it, vi } from "vitest";
import { createFakePlayer } from "../testing/fake-player";
import { createCueClock, type ClockHost } from "./use-media-clock";

const cue = (start: number, end: number, text: string): Cue => ({
  start,
  end,
  content: [{ type: "text", text }],
});

const CUES = [cue(1, 2, "one"), cue(2, 3, "two"), cue(2.5, 4, "three")];
const texts = (cues: readonly Cue[]) =>
  cues.map((shown) => (shown.content[0]?.type === "text" ? shown.content[0].text : ""));

/** Frames and time by hand: `frame(ms)` moves the clock on and runs the frame asked for. */
function createHost() {
  let now = 0;
  let hidden = false;
  let pending: (() => void) | null = null;
  const visibility = new Set<() => void>();
  const host: ClockHost = {
    now: () => now,
    requestFrame: vi.fn((callback: () => void) => {
      pending = callback;
      return 1;
    }),
    cancelFrame: vi.fn(() => {
      pending = null;
    }),
    isHidden: () => hidden,
    onVisibilityChange(listener) {
      visibility.add(listener);
      return () => visibility.delete(listener);
    },
  };
  return {
    host,
    wait(ms: number) {
      now += ms;
    },
    frame(ms = 16) {
      now += ms;
      const run = pending;
      pending = null;
      run?.();
    },
    get waiting() {
      return pending !== null;
    },
    setHidden(value: boolean) {
      hidden = value;
      visibility.forEach((listener) => listener());
    },
  };
}

const PLAYING = { playing: true, paused: false };

function setup(initial = {}, delay = 0) {
  const fake = createFakePlayer(vi.fn, { currentTime: 0, ...initial });
  const clock = createHost();
  const cueClock = createCueClock(fake.player.store, createCueIndex(CUES), delay, clock.host);
  const changes = vi.fn();
  const stop = cueClock.subscribe(changes);
  return { fake, clock, cueClock, changes, stop, shown: () => texts(cueClock.getShown()) };
}

describe("createCueClock", () => {
  it("shows the cues at the reported time while paused, asking for no frames", () => {
    const { fake, clock, shown } = setup();
    expect(shown()).toEqual([]);
    fake.set({ currentTime: 1.5 });
    expect(shown()).toEqual(["one"]);
    fake.set({ currentTime: 2.7 });
    expect(shown()).toEqual(["two", "three"]);
    expect(clock.host.requestFrame).not.toHaveBeenCalled();
  });

  it("runs on between time reports while playing, at the playback rate", () => {
    const { fake, clock, shown } = setup();
    fake.set({ ...PLAYING, currentTime: 0.9 });
    expect(shown()).toEqual([]);
    clock.frame(50); // 0.95
    expect(shown()).toEqual([]);
    clock.frame(60); // 1.01: the cue shows on this frame, not at the next report
    expect(shown()).toEqual(["one"]);
    fake.set({ currentTime: 1.2, playbackRate: 2 });
    clock.frame(450); // 1.2 + 0.45 × 2 = 2.1
    expect(shown()).toEqual(["two"]);
  });

  it("tells its listeners only when the set of cues changes, keeping the same array", () => {
    const { fake, clock, changes, cueClock } = setup();
    fake.set({ ...PLAYING, currentTime: 1.1 });
    expect(changes).toHaveBeenCalledTimes(1);
    const first = cueClock.getShown();
    for (let i = 0; i < 20; i++) clock.frame(16);
    fake.set({ currentTime: 1.4 });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(cueClock.getShown()).toBe(first);
    clock.frame(700); // 2.1
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("stops its frames when paused, stalled or hidden, and starts them again", () => {
    const { fake, clock } = setup({ ...PLAYING, currentTime: 1 });
    expect(clock.waiting).toBe(true);
    fake.set({ paused: true, playing: false });
    expect(clock.waiting).toBe(false);
    fake.set(PLAYING);
    expect(clock.waiting).toBe(true);
    fake.set({ waiting: true });
    expect(clock.waiting).toBe(false);
    fake.set({ waiting: false });
    clock.setHidden(true);
    expect(clock.waiting).toBe(false);
    clock.setHidden(false);
    expect(clock.waiting).toBe(true);
  });

  it("does not run on past the last report by more than a second", () => {
    const { fake, clock, shown } = setup();
    fake.set({ ...PLAYING, currentTime: 0.5 });
    clock.frame(5000);
    expect(shown()).toEqual(["one"]); // 1.5, not 5.5
  });

  it("does not step back for a report lagging a little behind the running clock", () => {
    const { fake, clock, shown } = setup();
    fake.set({ ...PLAYING, currentTime: 0.9 });
    clock.frame(120); // 1.02
    expect(shown()).toEqual(["one"]);
    fake.set({ currentTime: 0.98 });
    expect(shown()).toEqual(["one"]);
    fake.set({ paused: true, playing: false, currentTime: 0.5 }); // a seek back while paused
    expect(shown()).toEqual([]);
  });

  it("applies the delay: positive shows cues later", () => {
    const { fake, shown } = setup({}, 1);
    fake.set({ currentTime: 1.5 });
    expect(shown()).toEqual([]);
    fake.set({ currentTime: 2.5 });
    expect(shown()).toEqual(["one"]);
  });

  it("stops listening to the engine and the page when its last listener goes", () => {
    const { fake, clock, changes, stop } = setup({ ...PLAYING, currentTime: 0 });
    stop();
    expect(clock.waiting).toBe(false);
    fake.set({ currentTime: 1.5 });
    expect(changes).not.toHaveBeenCalled();
  });

  it("reads the cues at the reported time before anyone listens", () => {
    const fake = createFakePlayer(vi.fn, { currentTime: 2.6 });
    const clock = createCueClock(fake.player.store, createCueIndex(CUES), 0, createHost().host);
    expect(texts(clock.getShown())).toEqual(["two", "three"]);
    expect(clock.getShown()).toBe(clock.getShown());
  });
});
