import type { SubtitleTrack } from "@matinee/subtitles";
import { create } from "zustand";

/** Where a caption the viewer can show came from (one list in the captions menu). */
export type CaptionOrigin = "source" | "embedded" | "upload" | "online";

/** A caption downloaded and parsed: what the renderer draws and "download subtitle" exports. */
export interface LoadedCaption {
  /** Unique within the title: `source:<id>`, `embedded:<id>`, `upload:<file name>`, `online:<id>`. */
  id: string;
  /** Language code ("en", "pt-BR"); "" when unknown. */
  language: string;
  /** The name the menus show (language name, file name, release name). */
  label: string;
  origin: CaptionOrigin;
  /** Parsed, sanitised cues from `@matinee/subtitles`. */
  track: SubtitleTrack;
}

interface CaptionState {
  /** The caption on screen, or null when captions are off. */
  active: LoadedCaption | null;
  /** The last uploaded file: it stays in the list until another upload replaces it. */
  custom: LoadedCaption | null;
  /** Seconds added to every cue's times in this session (−10…+10, 0.1 steps; SPEC §5). */
  delay: number;
  setActive: (caption: LoadedCaption | null) => void;
  setCustom: (caption: LoadedCaption | null) => void;
  setDelay: (seconds: number) => void;
}

/**
 * The player's caption state, one per page: the renderer reads `active` and `delay`, the captions
 * menus and the C key write them (through `show-caption.ts`, which also keeps the engine's
 * caption in step for the native-fullscreen `<track>` fallback).
 */
export const useCaptionStore = create<CaptionState>()((set) => ({
  active: null,
  custom: null,
  delay: 0,
  setActive: (active) => set({ active }),
  setCustom: (custom) => set({ custom }),
  setDelay: (delay) => set({ delay }),
}));
