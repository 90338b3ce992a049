import type { HlsConfig } from "hls.js";
import type { ResolvedPlayerOptions } from "../types";

/**
 * hls.js settings from SPEC §9: 500 MB forward buffer, fragments time out after 30 s (load and
 * time to first byte), 3 retries after a time-out, 2 retries after an error backing off 1-8 s.
 */
export const HLS_SETTINGS: Partial<HlsConfig> = {
  maxBufferSize: 500 * 1000 * 1000,
  fragLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 30_000,
      maxLoadTimeMs: 30_000,
      timeoutRetry: { maxNumRetry: 3, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 2, retryDelayMs: 1_000, maxRetryDelayMs: 8_000 },
    },
  },
};

/**
 * The full hls.js configuration for one source: the §9 settings and CDN rewrites applied to
 * every playlist and fragment request. hls.js only lists the playlist's WebVTT renditions (the
 * app offers them beside the provider's captions, in one list): the app draws captions itself
 * (from `loadTextTrack`), so hls.js adds no text tracks to the element and, with no track
 * selected (see the adapter), downloads no subtitles.
 */
export function hlsConfigFor(
  options: Pick<ResolvedPlayerOptions, "rewriteUrl">,
): Partial<HlsConfig> {
  return {
    ...HLS_SETTINGS,
    // Start with the first fragment of the level the bandwidth estimate picks, rather than
    // first downloading a test fragment of the lowest level and throwing it away: one fewer
    // round trip before the first frame; adaptive bitrate corrects the level after that.
    testBandwidth: false,
    // The first fragment loads as soon as its playlist is read, even if the MediaSource has not
    // opened yet (a busy page delays that event): otherwise hls.js waits for its next 100 ms
    // tick before it asks for anything.
    startFragPrefetch: true,
    enableWebVTT: true,
    // IMSC1 (TTML in fMP4) renditions cannot be read as WebVTT text: leave them unlisted.
    enableIMSC1: false,
    // Cues would go into <track>s hls.js adds to the element, drawn over the app's own
    // renderer; off, hls.js only reports them as events (nobody listens).
    renderTextTracksNatively: false,
    xhrSetup(xhr, url) {
      const rewritten = options.rewriteUrl(url);
      // hls.js opens the request itself unless xhrSetup already did; open only to redirect.
      if (rewritten !== url) xhr.open("GET", rewritten, true);
    },
  };
}
