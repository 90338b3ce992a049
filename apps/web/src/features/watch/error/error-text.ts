import type { PlayerError, PlayerErrorType } from "@matinee/player";
import { useTranslation } from "../../../shared/i18n";
import "../strings";

/** The viewer's message for each kind of playback error (SPEC §8 "Failed to play video!"). */
const MESSAGE = {
  aborted: "watch.playbackError.aborted",
  network: "watch.playbackError.network",
  decode: "watch.playbackError.decode",
  notSupported: "watch.playbackError.notSupported",
  generic: "watch.playbackError.generic",
  hls: "watch.playbackError.hls",
  hlsNotSupported: "watch.playbackError.hlsNotSupported",
  noQuality: "watch.playbackError.noQuality",
} as const satisfies Record<PlayerErrorType, string>;

export function useErrorText(error: PlayerError): string {
  const { t } = useTranslation();
  return t(MESSAGE[error.type], { detail: error.detail });
}
