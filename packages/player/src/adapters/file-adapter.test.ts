// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { fileSource, recordingEmit, type Report } from "../__fixtures__/fake-adapter";
import { keepTrackModes } from "../__fixtures__/text-track-modes";
import { resolveOptions } from "../options";
import type { AdapterEventMap, AdapterLoad, PlayerOptions } from "../types";
import { createFileAdapter } from "./file-adapter";

function setup(options: PlayerOptions = {}) {
  const video = document.createElement("video");
  const { reports, emit } = recordingEmit();
  const adapter = createFileAdapter(video, { video, emit, options: resolveOptions(options) });
  const request: AdapterLoad = {
    source: fileSource({
      "1080": "https://cdn.example/1080.mp4",
      "360": "https://cdn.example/360.mp4",
    }),
    startAt: 0,
    quality: "auto",
    volume: 0.5,
    muted: false,
    playbackRate: 1,
    autoplay: false,
  };
  return { video, adapter, reports, request };
}

const find = (reports: Report[], type: keyof AdapterEventMap) =>
  reports.filter(([name]) => name === type).map(([, detail]) => detail);

describe("createFileAdapter", () => {
  it("plays the best quality when automatic", () => {
    const { video, adapter, reports, request } = setup();
    adapter.load(request);
    expect(video.src).toBe("https://cdn.example/1080.mp4");
    expect(find(reports, "qualities")).toEqual([{ qualities: ["1080", "360"] }]);
    expect(find(reports, "qualitychange")).toEqual([{ quality: "1080", automatic: true }]);
  });

  it("plays the requested quality when manual", () => {
    const { video, adapter, reports, request } = setup();
    adapter.load({ ...request, quality: "360" });
    expect(video.src).toBe("https://cdn.example/360.mp4");
    expect(find(reports, "qualitychange")).toEqual([{ quality: "360", automatic: false }]);
  });

  it("applies the volume and rate to the element", () => {
    const { video, adapter, request } = setup();
    adapter.load({ ...request, volume: 0.25, playbackRate: 1.5 });
    expect(video.volume).toBe(0.25);
    expect(video.playbackRate).toBe(1.5);
  });

  it("keeps the current time when switching quality", () => {
    const { video, adapter, request } = setup();
    adapter.load(request);
    video.currentTime = 42;
    adapter.setQuality("360");
    expect(video.src).toBe("https://cdn.example/360.mp4");
    video.currentTime = 0; // A new URL starts from the beginning…
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBe(42); // …until its metadata is in and the adapter seeks back.
  });

  it("starts at the requested time once metadata is in", () => {
    const { video, adapter, request } = setup();
    const play = vi.spyOn(video, "play").mockResolvedValue();
    adapter.load({ ...request, startAt: 90, autoplay: true });
    video.dispatchEvent(new Event("loadedmetadata"));
    expect(video.currentTime).toBe(90);
    expect(play).toHaveBeenCalledOnce();
  });

  it("reports a missing manual quality without changing the URL", () => {
    const { video, adapter, reports, request } = setup();
    adapter.load(request);
    adapter.setQuality("720");
    expect(video.src).toBe("https://cdn.example/1080.mp4");
    expect(find(reports, "error")).toMatchObject([{ type: "noQuality", fatal: false }]);
  });

  it("reports couldn't-select-quality for a source without files", () => {
    const { adapter, reports, request } = setup();
    adapter.load({ ...request, source: fileSource({}) });
    expect(find(reports, "error")).toMatchObject([{ type: "noQuality", fatal: true }]);
  });

  it("forwards the element's events and stops after destroy", () => {
    const { video, adapter, reports, request } = setup();
    adapter.load(request);
    video.dispatchEvent(new Event("playing"));
    adapter.destroy();
    video.dispatchEvent(new Event("pause"));
    expect(reports.map(([type]) => type)).toContain("playing");
    expect(reports.map(([type]) => type)).not.toContain("pause");
    expect(video.getAttribute("src")).toBeNull();
  });

  it("maps a media element error to the catalogue", () => {
    const { video, adapter, reports, request } = setup();
    adapter.load(request);
    Object.defineProperty(video, "error", { value: { code: 2, message: "offline" } });
    video.dispatchEvent(new Event("error"));
    expect(find(reports, "error")).toEqual([
      { type: "network", detail: "offline", fatal: true, key: "playbackError.network" },
    ]);
  });

  it("keeps the caption as a hidden track unless the engine is told to let it show", () => {
    const restoreTrackModes = keepTrackModes();
    const caption = {
      id: "en",
      language: "en",
      srtData: null,
      url: "https://files.example/en.vtt",
    };
    const modes = ({ video, adapter }: ReturnType<typeof setup>) => {
      adapter.setCaption?.(caption);
      return [...video.querySelectorAll("track")].map((track) => track.track.mode);
    };
    expect(modes(setup())).toEqual(["hidden"]);
    expect(modes(setup({ captionTrackDisplay: "always" }))).toEqual(["showing"]);
    restoreTrackModes();
  });
});
