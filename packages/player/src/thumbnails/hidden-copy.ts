import type { Stream } from "@matinee/contracts";
import { nearestQuality } from "@matinee/domain";
import type Hls from "hls.js";
import type { HlsConfig, Level } from "hls.js";
import { hlsConfigFor } from "../adapters/hls-config";
import { fileQualities } from "../source-urls";
import type { HlsConstructor } from "../types";

/**
 * hls.js for the copy: a few seconds of buffer and none behind, so each seek downloads about
 * one fragment of the lowest rendition; loading starts only once that rendition is pinned.
 */
const COPY_SETTINGS: Partial<HlsConfig> = {
  autoStartLoad: false,
  maxBufferLength: 2,
  maxMaxBufferLength: 4,
  maxBufferSize: 8 * 1000 * 1000,
  backBufferLength: 0,
  enableWebVTT: false,
  enableCEA708Captions: false,
};

/** The file quality the copy plays: 360p, else its nearest neighbour (as the predecessor). */
const FILE_QUALITY = "360";

export interface HiddenCopyDeps {
  createVideo: () => HTMLVideoElement;
  loadHls: () => Promise<HlsConstructor>;
  rewriteUrl: (url: string) => string;
}

/** A second, muted, detached <video> playing a cheap copy of the source, to take images from. */
export interface HiddenCopy {
  video: HTMLVideoElement;
  /** Resolves true once loading started; false when this source cannot be copied here. */
  started: Promise<boolean>;
  /** Stops every download and releases the element and hls.js (safe to call twice). */
  close: () => void;
}

/** Index of the lowest-bitrate rendition. */
function lowestLevel(levels: readonly Level[]): number {
  let lowest = 0;
  levels.forEach((level, index) => {
    if (level.bitrate < (levels[lowest]?.bitrate ?? Infinity)) lowest = index;
  });
  return lowest;
}

/** Opens the hidden copy of `source`; it never touches the main player's element. */
export function openHiddenCopy(source: Stream, deps: HiddenCopyDeps): HiddenCopy {
  const video = deps.createVideo();
  video.muted = true;
  video.preload = "auto";
  let hls: Hls | null = null;
  let closed = false;

  function close(): void {
    if (closed) return;
    closed = true;
    hls?.destroy();
    hls = null;
    video.removeAttribute("src");
    video.load();
  }

  async function startHls(playlist: string): Promise<boolean> {
    const Hls = await deps.loadHls();
    if (closed || !Hls.isSupported()) return false;
    const instance = new Hls({ ...hlsConfigFor(deps), ...COPY_SETTINGS });
    hls = instance;
    instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      instance.loadLevel = lowestLevel(data.levels);
      instance.startLoad(0);
    });
    // A broken copy empties its element, which ends whatever the generator was waiting for.
    instance.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) close();
    });
    instance.loadSource(playlist);
    instance.attachMedia(video);
    return true;
  }

  function startFile(): boolean {
    if (source.type !== "file") return false;
    const quality = nearestQuality(fileQualities(source), FILE_QUALITY);
    const url = quality ? source.qualities[quality]?.url : undefined;
    if (!url) return false;
    // Without CORS the canvas would be tainted; better to fail at load than at the first image.
    video.crossOrigin = "anonymous";
    video.src = url;
    return true;
  }

  const started = source.type === "hls" ? startHls(source.playlist) : Promise.resolve(startFile());
  return { video, started, close };
}
