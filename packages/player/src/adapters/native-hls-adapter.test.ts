// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { HLS_LOAD, hlsSource, recordingEmit, settle } from "../__fixtures__/fake-adapter";
import { createPlayer } from "../create-player";
import { resolveOptions } from "../options";
import type { AdapterEventMap, AdapterFactory, PlayerOptions } from "../types";
import type { MediaAudioTrack } from "./native-audio-tracks";
import { createNativeHlsAdapter } from "./native-hls-adapter";

/** Safari's `audioTracks`: an indexed list that fires addtrack/removetrack/change. */
class FakeAudioTrackList extends EventTarget {
  [index: number]: MediaAudioTrack | undefined;
  length = 0;

  add(track: Omit<MediaAudioTrack, "enabled"> & { enabled?: boolean }): void {
    let enabled = track.enabled ?? false;
    const changed = () => this.dispatchEvent(new Event("change"));
    this[this.length] = {
      ...track,
      get enabled() {
        return enabled;
      },
      set enabled(value: boolean) {
        enabled = value;
        changed();
      },
    };
    this.length += 1;
    this.dispatchEvent(new Event("addtrack"));
  }
}

function setup(options: PlayerOptions = {}, withTracks = true) {
  const video = document.createElement("video");
  const audioTracks = new FakeAudioTrackList();
  if (withTracks) Object.defineProperty(video, "audioTracks", { value: audioTracks });
  const { reports, emit } = recordingEmit();
  const adapter = createNativeHlsAdapter(video, { video, emit, options: resolveOptions(options) });
  adapter.load(HLS_LOAD);
  const find = (type: keyof AdapterEventMap) =>
    reports.filter(([name]) => name === type).map(([, detail]) => detail);
  return { video, adapter, audioTracks, find };
}

describe("createNativeHlsAdapter: audio tracks", () => {
  it("lists the element's audio tracks with their own names, or their numbers", () => {
    const { audioTracks, find } = setup();
    audioTracks.add({ id: "1", label: "English", language: "en", enabled: true });
    audioTracks.add({ id: "2", label: "", language: "fr" });
    expect(find("audiotracks").at(-1)).toEqual({
      tracks: [
        { id: "1", label: "English", language: "en" },
        { id: "2", label: "2", language: "fr" },
      ],
    });
    expect(find("audiotrackchange").at(-1)).toEqual({ id: "1" });
  });

  it("enables the requested track, and only it, confirmed by the list's change event", () => {
    const { adapter, audioTracks, find } = setup();
    audioTracks.add({ id: "1", label: "", language: "en", enabled: true });
    audioTracks.add({ id: "2", label: "", language: "fr" });
    adapter.setAudioTrack("2");
    expect([audioTracks[0]?.enabled, audioTracks[1]?.enabled]).toEqual([false, true]);
    expect(find("audiotrackchange").at(-1)).toEqual({ id: "2" });
    adapter.setAudioTrack("9");
    expect(audioTracks[1]?.enabled).toBe(true);
  });

  it("enables the track in the preferred language when it appears", () => {
    const { audioTracks, find } = setup({ preferredAudioLanguage: "de" });
    audioTracks.add({ id: "1", label: "", language: "en", enabled: true });
    audioTracks.add({ id: "2", label: "", language: "ger" });
    expect(audioTracks[1]?.enabled).toBe(true);
    expect(find("audiotrackchange").at(-1)).toEqual({ id: "2" });
  });

  it("stops listening when destroyed", () => {
    const { adapter, audioTracks, find } = setup();
    adapter.destroy();
    const before = find("audiotracks").length;
    audioTracks.add({ id: "1", label: "", language: "en" });
    expect(find("audiotracks")).toHaveLength(before);
  });

  it("lists no tracks where the element has no audioTracks (Chromium)", () => {
    const { adapter, find } = setup({}, false);
    adapter.setAudioTrack("1");
    expect(find("audiotracks")).toEqual([]);
  });
});

describe("native HLS quality", () => {
  const nativeFactory: AdapterFactory = {
    kind: "native-hls",
    canPlay: (source, { video }) => source.type === "hls" && video !== null,
    create: (context) => createNativeHlsAdapter(context.video as HTMLVideoElement, context),
  };

  it("offers no qualities and answers a manual choice with couldn't-select-quality", async () => {
    const player = createPlayer({ adapters: [nativeFactory] });
    player.attach(document.createElement("video"));
    player.load(hlsSource());
    await settle();
    expect(player.store.getState()).toMatchObject({
      adapter: "native-hls",
      qualities: [],
      quality: null,
      automaticQuality: true,
    });
    player.setQuality("720");
    expect(player.store.getState()).toMatchObject({
      status: "playing",
      automaticQuality: true,
      error: { type: "noQuality", fatal: false, key: "playbackError.noQuality" },
    });
  });

  it("answers a manual quality asked of the adapter itself the same way", () => {
    const { adapter, find } = setup();
    adapter.setQuality("1080");
    expect(find("error")).toMatchObject([{ type: "noQuality", fatal: false }]);
    expect(find("qualitychange").at(-1)).toEqual({ quality: null, automatic: true });
  });
});
