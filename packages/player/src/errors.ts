import type { PlayerError, PlayerErrorType } from "./types";

/**
 * The playback error catalogue (SPEC §8). Each type has one viewer message; the key is relative
 * so the UI can put it under its own i18n namespace (`watch.` + key).
 */
export const PLAYER_ERROR_TYPES: readonly PlayerErrorType[] = [
  "aborted",
  "network",
  "decode",
  "notSupported",
  "generic",
  "hls",
  "hlsNotSupported",
  "noQuality",
];

/** Builds a catalogue error. */
export function playerError(type: PlayerErrorType, detail: string, fatal = true): PlayerError {
  return { type, detail, fatal, key: `playbackError.${type}` };
}

const BY_CODE: Readonly<Record<number, PlayerErrorType>> = {
  1: "aborted", // MEDIA_ERR_ABORTED
  2: "network", // MEDIA_ERR_NETWORK
  3: "decode", // MEDIA_ERR_DECODE
  4: "notSupported", // MEDIA_ERR_SRC_NOT_SUPPORTED
};

/** Maps a media element error (codes 1-4; anything else is generic). Always fatal. */
export function mediaElementError(error: { code: number; message?: string } | null): PlayerError {
  const type = (error && BY_CODE[error.code]) || "generic";
  return playerError(type, error?.message || `Media error ${error?.code ?? "without a code"}`);
}

/** Maps a fatal hls.js error (its ERROR event data). */
export function hlsFatalError(data: { type: string; details: string; error?: Error }): PlayerError {
  const message = data.error?.message;
  return playerError("hls", `${data.type}: ${data.details}${message ? ` (${message})` : ""}`);
}
