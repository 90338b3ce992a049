// @vitest-environment happy-dom
import Hls from "hls.js";
import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, LoaderStats } from "hls.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import absolute1 from "../__fixtures__/hls-subtitles/absolute-1.vtt?raw";
import absolute2 from "../__fixtures__/hls-subtitles/absolute-2.vtt?raw";
import en from "../__fixtures__/hls-subtitles/en.m3u8?raw";
import level from "../__fixtures__/hls-subtitles/level.m3u8?raw";
import master from "../__fixtures__/hls-subtitles/master.m3u8?raw";
import side1 from "../__fixtures__/hls-subtitles/side-1.vtt?raw";
import { HLS_LOAD, hlsSource, recordingEmit } from "../__fixtures__/fake-adapter";
import { resolveOptions } from "../options";
import type { HlsConstructor, PlayerOptions } from "../types";
import { createHlsAdapter } from "./hls-adapter";
import { joinWebVttSegments } from "./hls-subtitles";

/*
 * The real hls.js, reading the fixtures instead of the network: these tests prove what the
 * adapter relies on hls.js for (listing subtitle renditions, choosing none of them, the
 * renditions' URLs). Subtitle text comes through the stubbed global `fetch`.
 */

const MASTER = "https://cdn.example/show/master.m3u8";

/** What hls.js may load; fragments never answer (nothing is decoded here). */
const HLS_FILES: Record<string, string> = {
  [MASTER]: master,
  "https://cdn.example/show/360p.m3u8": level,
};

/** What `loadTextTrack` may fetch. */
const FETCH_FILES: Record<string, string> = {
  "https://cdn.example/show/subs/en.m3u8": en,
  "https://cdn.example/show/subs/en/0.vtt": absolute1,
  "https://cdn.example/show/subs/en/1.vtt": absolute2,
  "https://subs-mirror.example/de.m3u8": "#EXTM3U\n#EXTINF:60,\nde.vtt\n#EXT-X-ENDLIST\n",
  "https://subs-mirror.example/de.vtt": side1,
};

let hlsRequests: string[] = [];
let created: Hls[] = [];

class FixtureLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  } satisfies LoaderStats;

  load(context: LoaderContext, _config: unknown, callbacks: LoaderCallbacks<LoaderContext>) {
    this.context = context;
    hlsRequests.push(context.url);
    const data = HLS_FILES[context.url];
    if (data === undefined) return;
    setTimeout(() => callbacks.onSuccess({ url: context.url, data }, this.stats, context, null));
  }

  abort() {}
  destroy() {}
}

/** hls.js with the fixture loader; remembers each instance. */
class FixtureHls extends Hls {
  constructor(config: Partial<HlsConfig> = {}) {
    super({ ...config, loader: FixtureLoader as unknown as HlsConfig["loader"] });
    created.push(this);
  }
}

/** Enough MediaSource for hls.js to count the browser as supported and attach the element. */
class StubMediaSource extends EventTarget {
  static isTypeSupported = () => true;
  readyState = "closed";
  constructor() {
    super();
    setTimeout(() => {
      this.readyState = "open";
      this.dispatchEvent(new Event("sourceopen"));
    });
  }
}

function fetchFixture(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : input.toString();
  if (url.endsWith("/slow.m3u8")) {
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
    );
  }
  const file = FETCH_FILES[url];
  return Promise.resolve(new Response(file ?? "", { status: file === undefined ? 404 : 200 }));
}

beforeEach(() => {
  hlsRequests = [];
  created = [];
  vi.stubGlobal("MediaSource", StubMediaSource);
  vi.stubGlobal(
    "SourceBuffer",
    class {
      appendBuffer() {}
      remove() {}
    },
  );
  vi.stubGlobal("fetch", vi.fn(fetchFixture));
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:media-source");
});

afterEach(() => {
  created.forEach((hls) => hls.destroy());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function setup(options: PlayerOptions = {}) {
  const video = document.createElement("video");
  const { reports, emit } = recordingEmit();
  const loadHls = () => Promise.resolve<HlsConstructor>(FixtureHls);
  const resolved = resolveOptions({ loadHls, ...options });
  const adapter = createHlsAdapter(video, { video, emit, options: resolved });
  adapter.load({ ...HLS_LOAD, source: hlsSource(MASTER) });
  // The level playlist loads after the manifest: hls.js has made its subtitle choice by then.
  await vi.waitFor(() => expect(hlsRequests).toContain("https://cdn.example/show/360p.m3u8"));
  const texttracks = reports.filter(([type]) => type === "texttracks").map(([, detail]) => detail);
  return { video, adapter, texttracks, hls: created.at(-1) };
}

describe("createHlsAdapter: embedded subtitles (real hls.js)", () => {
  it("lists the renditions, but hls.js selects, downloads and draws none of them", async () => {
    const { texttracks, hls, video } = await setup();
    expect(texttracks).toEqual([
      {
        tracks: [
          { id: "0", language: "en", label: "English" },
          { id: "1", language: "de", label: "Deutsch" },
        ],
      },
    ]);
    // English is DEFAULT=YES: hls.js would choose it and load its playlist.
    expect(hls?.subtitleTrack).toBe(-1);
    expect(hlsRequests.filter((url) => url.includes("subs"))).toEqual([]);
    expect(video.querySelectorAll("track")).toHaveLength(0);
  });

  it("reads a rendition as one WebVTT text, its playlist resolved against the master's URL", async () => {
    const { adapter } = await setup();
    const text = await adapter.loadTextTrack?.("0");
    expect(text).toBe(joinWebVttSegments([absolute1, absolute2]));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      "https://cdn.example/show/subs/en.m3u8",
      "https://cdn.example/show/subs/en/0.vtt",
      "https://cdn.example/show/subs/en/1.vtt",
    ]);
  });

  it("sends the subtitle requests through the CDN rewrite", async () => {
    const rewriteUrl = (url: string) => url.replace("subs.example", "subs-mirror.example");
    const { adapter } = await setup({ rewriteUrl });
    await expect(adapter.loadTextTrack?.("1")).resolves.toContain("Plain side file, part one.");
  });

  it("rejects a track the source does not have", async () => {
    const { adapter } = await setup();
    await expect(adapter.loadTextTrack?.("2")).rejects.toThrow(
      'The source has no embedded text track "2"',
    );
    await expect(adapter.loadTextTrack?.("")).rejects.toThrow(/no embedded text track/);
  });

  it("rejects with the failing file when a download fails", async () => {
    const { adapter } = await setup();
    await expect(adapter.loadTextTrack?.("1")).rejects.toThrow(
      "The subtitle playlist answered HTTP 404 (https://subs.example/de.m3u8)",
    );
  });

  it("cancels a track still loading when the adapter is destroyed", async () => {
    const rewriteUrl = (url: string) => url.replace("subs.example/de", "subs.example/slow");
    const { adapter } = await setup({ rewriteUrl });
    const loading = adapter.loadTextTrack?.("1");
    adapter.destroy();
    await expect(loading).rejects.toThrow(
      "The text track stopped loading: the source was replaced",
    );
  });
});
