import { languageName } from "@matinee/domain";
import type { AudioTrack } from "@matinee/player";

/**
 * An audio track as the menus name it: its language in the app's language ("Anglais"), else
 * the source's own name for it. Made here, when a menu opens, not by the engine as the stream
 * starts: the first language name loads the browser's locale data (tens of milliseconds).
 */
export function audioTrackName(track: AudioTrack, appLanguage: string): string {
  return languageName(track.language, appLanguage, track.label);
}
