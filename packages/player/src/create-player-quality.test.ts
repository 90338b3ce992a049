import { describe, expect, it, vi } from "vitest";
import { fileSource, hlsSource, loadedWithFake as load } from "./__fixtures__/fake-adapter";

describe("createPlayer: quality", () => {
  it("lets the adapter pick automatically by default", async () => {
    const { fake } = await load({});
    expect(fake.loads[0]?.quality).toBe("auto");
  });

  it("starts a file at the stored manual quality's nearest lower neighbour", async () => {
    const { fake } = await load({ quality: { automatic: false, lastChosen: "720" } });
    expect(fake.loads[0]?.quality).toBe("360");
  });

  it("starts HLS at the stored manual quality (the adapter maps it to a rendition)", async () => {
    const { fake } = await load({ quality: { automatic: false, lastChosen: "720" } }, hlsSource());
    expect(fake.loads[0]?.quality).toBe("720");
  });

  it("fails with couldn't-select-quality when a file lists none", async () => {
    const { fake, state } = await load({}, fileSource({}));
    expect(fake.loads).toHaveLength(0);
    expect(state()).toMatchObject({
      status: "playbackError",
      error: { type: "noQuality", fatal: true, key: "playbackError.noQuality" },
    });
  });

  it("stores a manual choice and asks the adapter for the nearest available quality", async () => {
    const { player, fake, state } = await load({});
    const onPreference = vi.fn();
    player.on("qualitypreference", onPreference);
    fake.emit("qualities", { qualities: ["360", "1080"] });
    player.setQuality("720");
    expect(fake.calls).toContainEqual(["setQuality", "360"]);
    expect(state().lastChosenQuality).toBe("720");
    expect(onPreference).toHaveBeenCalledWith({ lastChosenQuality: "720", automatic: false });
  });

  it("turns automatic off only when the adapter confirms the manual quality", async () => {
    const { player, fake, state } = await load({});
    fake.emit("qualities", { qualities: ["360", "1080"] });
    fake.emit("qualitychange", { quality: "1080", automatic: true });
    player.setQuality("360");
    expect(state().automaticQuality).toBe(true);
    fake.emit("qualitychange", { quality: "360", automatic: false });
    expect(state()).toMatchObject({ quality: "360", automaticQuality: false });
  });

  it("hands the choice back to the adapter with auto, keeping the last manual choice", async () => {
    const { player, fake, state } = await load({
      quality: { automatic: false, lastChosen: "360" },
    });
    player.setQuality("auto");
    expect(fake.calls).toContainEqual(["setQuality", "auto"]);
    expect(state().lastChosenQuality).toBe("360");
  });

  it("reports couldn't-select-quality, without stopping, when no quality is known", async () => {
    const { player, fake, state } = await load({}, hlsSource());
    player.setQuality("720");
    expect(fake.calls.some(([method]) => method === "setQuality")).toBe(false);
    expect(state()).toMatchObject({
      status: "playing",
      error: { type: "noQuality", fatal: false },
    });
  });

  it("sorts the qualities the adapter reports best first", async () => {
    const { fake, state } = await load({});
    fake.emit("qualities", { qualities: ["360", "4k", "720"] });
    expect(state().qualities).toEqual(["4k", "720", "360"]);
  });
});
