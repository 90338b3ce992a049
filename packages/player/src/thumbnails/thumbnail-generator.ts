import type { Stream } from "@matinee/contracts";
import { thumbnailTimes, THUMBNAIL_ROUNDS } from "@matinee/domain";
import { resolveOptions } from "../options";
import type { Player, PlayerState, ThumbnailGenerator, ThumbnailGeneratorOptions } from "../types";
import { openHiddenCopy, type HiddenCopyDeps } from "./hidden-copy";
import { nextEvent, whenMainSettled, whenMetadata } from "./media-waits";

/** Draws the copy's current frame `width` pixels wide; null when there is no picture yet. */
function drawFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement, width: number) {
  if (!video.videoWidth || !video.videoHeight) return null;
  canvas.width = Math.min(width, video.videoWidth);
  canvas.height = Math.round((canvas.width * video.videoHeight) / video.videoWidth);
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  // Throws on a tainted canvas (a cross-origin file without CORS): that ends the run.
  const data = canvas.toDataURL("image/jpeg", 0.6);
  return data.startsWith("data:image/") ? data : null; // "data:," is an empty canvas.
}

/** The source images are taken of: the playing one; none otherwise. */
const wantedSource = (state: PlayerState): Stream | null =>
  state.status === "playing" ? state.source : null;

/**
 * Seek-bar preview images (SPEC §9): for each source the engine plays, a hidden, muted copy
 * (a second hls.js on the lowest rendition, or the 360p file) is sought to the fractions of
 * `thumbnailTimes`, one seek at a time and only while the main playback is settled; each frame
 * goes to `player.addThumbnail`. A new source, a reset or `destroy()` stops the work and frees
 * the copy. Destroy the generator with the engine (the engine's own destroy cannot tell it).
 */
export function createThumbnailGenerator(
  player: Player,
  options: ThumbnailGeneratorOptions = {},
): ThumbnailGenerator {
  const { rewriteUrl, loadHls } = resolveOptions(options);
  const deps: HiddenCopyDeps = {
    rewriteUrl,
    loadHls,
    createVideo: options.createVideo ?? (() => document.createElement("video")),
  };
  const createCanvas = options.createCanvas ?? (() => document.createElement("canvas"));
  const width = options.width ?? 160;
  const rounds = options.rounds ?? THUMBNAIL_ROUNDS;
  const seekTimeoutMs = options.seekTimeoutMs ?? 30_000;
  let controller: AbortController | null = null;

  async function run(source: Stream, signal: AbortSignal): Promise<void> {
    // Low priority: the copy starts downloading only after the main playback got going.
    await whenMainSettled(player.store, signal);
    signal.throwIfAborted();
    const copy = openHiddenCopy(source, deps);
    const canvas = createCanvas();
    // Free the copy the moment the work is stopped, not when the pending wait unwinds.
    signal.addEventListener("abort", copy.close);
    try {
      if (!(await copy.started)) return;
      await whenMetadata(copy.video, signal);
      for (const at of thumbnailTimes(copy.video.duration, rounds)) {
        await whenMainSettled(player.store, signal);
        const seeked = nextEvent(copy.video, "seeked", signal, seekTimeoutMs);
        copy.video.currentTime = at;
        await seeked;
        const data = drawFrame(copy.video, canvas, width);
        if (signal.aborted) return;
        if (data) player.addThumbnail({ at, data });
      }
    } finally {
      signal.removeEventListener("abort", copy.close);
      copy.close();
      canvas.width = 0; // Frees the canvas's backing store now rather than at collection.
    }
  }

  function restart(source: Stream | null): void {
    controller?.abort();
    controller = null;
    if (!source || options.isSupported === false) return;
    const current = new AbortController();
    controller = current;
    // Images are a nicety: a copy that fails or is stopped ends quietly with what it has.
    run(source, current.signal).catch(() => undefined);
  }

  const stop = player.store.select(wantedSource, restart);
  restart(wantedSource(player.store.getState()));
  return {
    destroy() {
      stop();
      restart(null);
    },
  };
}
