import { chooseCaption, isSameLanguage } from "@matinee/domain";
import type { SubtitleSettings } from "./settings";

/** A caption the viewer can pick (a stream's track, a provider's, an online result, an upload). */
export interface CaptionOption {
  id: string;
  /** A language tag, or "custom" for an uploaded file. */
  language: string;
  opensubtitles?: boolean;
}

/** The custom caption an upload makes (SPEC §3): language "custom", id "custom-caption". */
export const CUSTOM_CAPTION = { id: "custom-caption", language: "custom" } as const;

/** What the subtitle rules act on: the stored settings and the caption showing (not stored). */
export interface SubtitleSelection<C extends CaptionOption = CaptionOption> {
  settings: SubtitleSettings;
  caption: C | null;
}

/**
 * Selecting a caption (SPEC §4): it shows, subtitles are on, its language is remembered, and the
 * settings that belong to one file (delay, fix capitals) start afresh.
 */
export function selectCaption<C extends CaptionOption>(
  state: SubtitleSelection<C>,
  caption: C,
): SubtitleSelection<C> {
  const isCustom = caption.id === CUSTOM_CAPTION.id;
  return {
    caption,
    settings: {
      ...state.settings,
      enabled: true,
      // An upload has no language; the last real one stays for the C key and the next episode.
      lastSelectedLanguage: isCustom ? state.settings.lastSelectedLanguage : caption.language,
      isOpenSubtitles: caption.opensubtitles === true,
      delay: 0,
      overrideCasing: false,
    },
  };
}

/** Turning subtitles off clears the caption and the remembered language (SPEC §4). */
export function disableSubtitles<C extends CaptionOption>(
  state: SubtitleSelection<C>,
): SubtitleSelection<C> {
  return {
    caption: null,
    settings: { ...state.settings, enabled: false, lastSelectedLanguage: null },
  };
}

/**
 * The toggle (settings switch, C key): off when a caption shows; else the last language, else
 * English, else the first listed. Unchanged when there is nothing to show.
 */
export function toggleSubtitles<C extends CaptionOption>(
  state: SubtitleSelection<C>,
  captions: readonly C[],
): SubtitleSelection<C> {
  if (state.caption) return disableSubtitles(state);
  const choice = chooseCaption(captions, state.settings.lastSelectedLanguage);
  return choice ? selectCaption(state, choice) : state;
}

/**
 * A new source (another stream, the next episode): with subtitles on, the last language is
 * selected again from the new captions; with none in that language (or subtitles off) nothing
 * shows, and the settings stay for the next source.
 */
export function reselectOnSourceChange<C extends CaptionOption>(
  state: SubtitleSelection<C>,
  captions: readonly C[],
): SubtitleSelection<C> {
  const { enabled, lastSelectedLanguage } = state.settings;
  const match =
    enabled && lastSelectedLanguage
      ? captions.find((caption) => isSameLanguage(caption.language, lastSelectedLanguage))
      : undefined;
  return match ? selectCaption(state, match) : { ...state, caption: null };
}
