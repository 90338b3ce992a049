import { isSameLanguage } from "@matinee/domain";
import type { AdapterEmit, AudioTrack } from "../types";

/** One entry of `HTMLMediaElement.audioTracks` (Safari; not in TypeScript's DOM library). */
export interface MediaAudioTrack {
  readonly id: string;
  readonly label: string;
  readonly language: string;
  enabled: boolean;
}

/** `HTMLMediaElement.audioTracks`: Safari has it; Chromium only behind a flag. */
export interface MediaAudioTrackList extends EventTarget {
  readonly length: number;
  readonly [index: number]: MediaAudioTrack | undefined;
}

/** The element's audio track list, when the browser exposes one. */
export function audioTracksOf(video: HTMLVideoElement): MediaAudioTrackList | null {
  const list = (video as { audioTracks?: MediaAudioTrackList }).audioTracks;
  return list && typeof list.addEventListener === "function" ? list : null;
}

export interface NativeAudioTracks {
  /** Enables the track with this id (and only it); the list's `change` event confirms it. */
  select(id: string): void;
  /** Stops listening. */
  destroy(): void;
}

/**
 * Reports the element's own audio tracks (native HLS on Safari) as the engine's, and switches
 * them with `enabled`. The track in the preferred language is enabled once, when it appears
 * (never over a choice the viewer made). Does nothing where the element has no `audioTracks`.
 */
export function bindNativeAudioTracks(
  video: HTMLVideoElement,
  emit: AdapterEmit,
  settings: { preferredAudioLanguage: string },
): NativeAudioTracks {
  const list = audioTracksOf(video);
  if (!list) return { select: () => undefined, destroy: () => undefined };
  let preferenceApplied = false;

  const tracks = (): MediaAudioTrack[] =>
    Array.from({ length: list.length }, (_, index) => list[index]).filter(
      (track): track is MediaAudioTrack => track !== undefined,
    );
  /** The browser's id, or the position when it gives none. */
  const idOf = (track: MediaAudioTrack, index: number) => track.id || String(index);

  function enable(target: MediaAudioTrack): void {
    // Enabling one track does not disable the others on every browser: do both.
    for (const track of tracks()) if (track !== target && track.enabled) track.enabled = false;
    if (!target.enabled) target.enabled = true;
  }

  function reportActive(): void {
    const all = tracks();
    const index = all.findIndex((track) => track.enabled);
    const active = all[index];
    emit("audiotrackchange", { id: active ? idOf(active, index) : null });
  }

  function reportList(): void {
    const all = tracks();
    emit("audiotracks", {
      tracks: all.map((track, index): AudioTrack => ({
        id: idOf(track, index),
        language: track.language,
        label: track.label || String(index + 1),
      })),
    });
    if (!preferenceApplied) {
      const preferred = all.find((track) =>
        isSameLanguage(track.language, settings.preferredAudioLanguage),
      );
      if (preferred) {
        preferenceApplied = true;
        enable(preferred);
      }
    }
    reportActive();
  }

  list.addEventListener("addtrack", reportList);
  list.addEventListener("removetrack", reportList);
  list.addEventListener("change", reportActive);
  reportList();

  return {
    select(id) {
      const target = tracks().find((track, index) => idOf(track, index) === id);
      if (!target) return;
      preferenceApplied = true;
      enable(target);
    },
    destroy() {
      list.removeEventListener("addtrack", reportList);
      list.removeEventListener("removetrack", reportList);
      list.removeEventListener("change", reportActive);
    },
  };
}
