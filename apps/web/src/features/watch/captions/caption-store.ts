import type { SubtitleTrack } from "@matinee/subtitles";
import { create } from "zustand";

/** Where a caption the viewer can show came from (one list in the captions menu). */
export type CaptionOrigin = "source" | "embedded" | "upload" | "online";

/** A caption downloaded and parsed: what the renderer draws and "download subtitle" exports. */
export interface LoadedCaption {
  /** The id of the entry it was loaded from (`caption-entries.ts`). */
  id: string;
  /** Language tag ("en", "pt-BR"), or "custom" for an upload. */
  language: string;
  /** The name the menus show besides the language (file name, rendition or release name). */
  label: string | null;
  origin: CaptionOrigin;
  /** Parsed, sanitised cues from `@matinee/subtitles`. */
  track: SubtitleTrack;
}

/** A caption entry's load state, for the mark on its menu row. */
export type CaptionLoadState = "loading" | "error";

interface CaptionState {
  /** The caption on screen, or null when captions are off. */
  active: LoadedCaption | null;
  /** The last uploaded file: it stays in the list until another upload replaces it. */
  custom: LoadedCaption | null;
  /** Entries loading now or whose last load failed, by entry id. */
  loads: Readonly<Record<string, CaptionLoadState>>;
  /**
   * The viewer turned captions off on this page: the default subtitle language is not put back
   * on for the next source (a choice made in the menu or with C is).
   */
  offByViewer: boolean;
}

/**
 * The player's caption state, one per page: the renderer reads `active`, the captions menus
 * read everything; `caption-actions.ts` writes it. The stored side (on/off, last language,
 * delay, look) is the subtitle settings store (`shared/subtitles`).
 */
export const useCaptionStore = create<CaptionState>()(() => ({
  active: null,
  custom: null,
  loads: {},
  offByViewer: false,
}));

/** Marks an entry as loading or failed, or clears its mark (null). */
export function setCaptionLoad(id: string, state: CaptionLoadState | null): void {
  useCaptionStore.setState(({ loads }) => {
    const { [id]: _previous, ...others } = loads;
    return { loads: state ? { ...others, [id]: state } : others };
  });
}
