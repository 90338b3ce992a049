import { describe, expect, it } from "vitest";
import { createFakeAdapter, loadedWithFake, settle } from "./__fixtures__/fake-adapter";
import type { SelectedCaption } from "./types";

const seeks = (calls: readonly unknown[][]) =>
  calls.filter(([method]) => method === "seek").map(([, time]) => time);

const english: SelectedCaption = { id: "c-en", language: "en", srtData: null, url: "/en.vtt" };

describe("createPlayer: seekBy", () => {
  it("seeks relative to the time the media last reported", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    fake.emit("timeupdate", { currentTime: 40 });
    player.seekBy(-5);
    expect(seeks(fake.calls)).toEqual([35]);
  });

  it("adds quick presses to the seek still on its way, not to the stale time", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    fake.emit("timeupdate", { currentTime: 40 });
    player.seekBy(10);
    player.seekBy(10);
    player.seekBy(10);
    expect(seeks(fake.calls)).toEqual([50, 60, 70]);
  });

  it("starts from the media's time again once the seek is confirmed", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    player.seekBy(10);
    fake.emit("seeked", { currentTime: 10 });
    fake.emit("timeupdate", { currentTime: 48 });
    player.seekBy(-5);
    expect(seeks(fake.calls)).toEqual([10, 43]);
  });

  it("counts from the latest request when an earlier seek settles late", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    fake.emit("timeupdate", { currentTime: 40 });
    player.seekBy(10);
    fake.emit("timeupdate", { currentTime: 50 });
    player.seekBy(-10);
    // The first seek's "seeked" arrives now; the element already stands at the second target.
    fake.emit("seeked", { currentTime: 40 });
    player.seekBy(-10);
    expect(seeks(fake.calls)).toEqual([50, 40, 30]);
  });

  it("stays within 0 and the duration", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    fake.emit("timeupdate", { currentTime: 3 });
    player.seekBy(-10);
    fake.emit("seeked", { currentTime: 0 });
    fake.emit("timeupdate", { currentTime: 95 });
    player.seekBy(10);
    expect(seeks(fake.calls)).toEqual([0, 100]);
  });

  it("forgets a pending seek when a new source loads", async () => {
    const { player, fake } = await loadedWithFake();
    fake.emit("durationchange", { duration: 100 });
    player.seekBy(30);
    player.load(fake.loads[0]!.source);
    await settle();
    fake.emit("durationchange", { duration: 100 });
    player.seekBy(5);
    expect(seeks(fake.calls)).toEqual([30, 5]);
  });
});

describe("createPlayer: caption hook", () => {
  it("stores the caption, tells listeners and asks the adapter to show it", async () => {
    const { player, fake, state } = await loadedWithFake();
    const seen: unknown[] = [];
    player.on("captionchange", ({ caption }) => seen.push(caption?.id ?? null));
    player.setCaption(english);
    player.setCaption(null);
    expect(state().caption).toBeNull();
    expect(seen).toEqual(["c-en", null]);
    expect(fake.calls.filter(([method]) => method === "setCaption")).toEqual([
      ["setCaption", english],
      ["setCaption", null],
    ]);
  });

  it("shows the chosen caption again on the adapter that replaces the old one", async () => {
    const { player } = await loadedWithFake();
    player.setCaption(english);
    const cast = createFakeAdapter("cast", () => true);
    player.switchAdapter(cast.factory);
    expect(cast.calls.map(([method]) => method)).toEqual(["load", "setCaption"]);
    expect(cast.calls[1]).toEqual(["setCaption", english]);
  });
});
