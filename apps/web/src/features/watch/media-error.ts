/**
 * Why playback failed, as the viewer is told (SPEC §8). The first four follow the media
 * element's `MediaError.code`; `hls` is a fatal hls.js error; `generic` is anything else.
 */
export type PlaybackErrorKind =
  "aborted" | "network" | "decode" | "notSupported" | "generic" | "hls";

export interface PlaybackError {
  kind: PlaybackErrorKind;
  /** Technical detail for the "what went wrong" line (hls.js error details, a message). */
  detail?: string;
}

const BY_CODE: Record<number, PlaybackErrorKind> = {
  1: "aborted", // MEDIA_ERR_ABORTED
  2: "network", // MEDIA_ERR_NETWORK
  3: "decode", // MEDIA_ERR_DECODE
  4: "notSupported", // MEDIA_ERR_SRC_NOT_SUPPORTED
};

/** Maps a media element error code (1–4) to its kind; other codes are `generic`. */
export function mediaErrorKind(code: number | null | undefined): PlaybackErrorKind {
  return (code !== null && code !== undefined && BY_CODE[code]) || "generic";
}
