import type { HlsConstructor, PlayerOptions, ResolvedPlayerOptions } from "./types";

let hlsModule: Promise<HlsConstructor> | null = null;

/** Downloads hls.js once, on first use (it is a large chunk; file sources never need it). */
function importHls(): Promise<HlsConstructor> {
  hlsModule ??= import("hls.js").then(
    (module) => module.default,
    (error: unknown) => {
      hlsModule = null; // A failed download (offline a moment) may be tried again.
      throw error;
    },
  );
  return hlsModule;
}

/**
 * Starts downloading (and compiling) hls.js now, so a later HLS source need not wait for it.
 * The player screen calls this as soon as it loads, while the title and stream are still being
 * fetched. Failures are left for the real load to report.
 */
export function preloadHls(): void {
  importHls().catch(() => undefined);
}

/** Applies the documented defaults of {@link PlayerOptions}. */
export function resolveOptions(options: PlayerOptions): ResolvedPlayerOptions {
  return {
    preferredAudioLanguage: options.preferredAudioLanguage ?? "en",
    rewriteUrl: options.rewriteUrl ?? ((url) => url),
    onStreamHosts: options.onStreamHosts ?? (() => undefined),
    loadHls: options.loadHls ?? importHls,
    adapters: options.adapters ?? [],
    autoplay: options.autoplay ?? true,
    // The app draws the cues itself; the browser only where the page cannot (native fullscreen).
    captionTrackDisplay: options.captionTrackDisplay ?? "nativeFullscreenOnly",
  };
}

/** Keeps a number within bounds; NaN becomes the lower bound. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}
