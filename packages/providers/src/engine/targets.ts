import type { Stream, StreamFlag } from "@matinee/contracts";

/**
 * Where the streams a run finds will be played, which decides what flags a stream needs:
 * - `browser`: a web page fetching directly, so streams must allow CORS;
 * - `browser-extension`: the extension rewrites headers, anything plays;
 * - `native`: an app without CORS limits;
 * - `any`: no rule (tests, tools).
 */
export const TARGETS = ["browser", "browser-extension", "native", "any"] as const;
export type Target = (typeof TARGETS)[number];

export interface TargetFeatures {
  /** A stream (or provider) must carry every one of these flags. */
  requires: StreamFlag[];
  /** A stream (or provider) carrying any of these is skipped. */
  disallowed: StreamFlag[];
}

/**
 * The flag rules of PROTOCOLS.md §6.3: the browser target requires `cors-allowed`; when the
 * fetcher cannot promise that scraping and playback share one IP, `ip-locked` streams are out.
 */
export function targetFeatures(target: Target, consistentIpForRequests: boolean): TargetFeatures {
  return {
    requires: target === "browser" ? ["cors-allowed"] : [],
    disallowed: consistentIpForRequests ? [] : ["ip-locked"],
  };
}

export function areFlagsAllowed(flags: readonly StreamFlag[], features: TargetFeatures): boolean {
  return (
    features.requires.every((flag) => flags.includes(flag)) &&
    !features.disallowed.some((flag) => flags.includes(flag))
  );
}

export function isStreamAllowed(stream: Stream, features: TargetFeatures): boolean {
  return areFlagsAllowed(stream.flags, features);
}
