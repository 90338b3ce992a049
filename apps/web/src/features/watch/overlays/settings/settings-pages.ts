import type { ComponentType } from "react";
import { CAPTION_PAGES } from "../captions/caption-pages";
import { AudioPage } from "./AudioPage";
import { PlaybackPage } from "./PlaybackPage";
import { QualityPage } from "./QualityPage";
import { SettingsHome } from "./SettingsHome";
import { SourceEmbedsPage, SourcePage } from "./SourcePages";

/** One page of the settings overlay, at `?r=/settings{path}`. */
export interface SettingsPage {
  path: string;
  /** Panel height in px (clamped to 215-490). */
  height: number;
  Component: ComponentType;
}

/**
 * The settings router's pages (SPEC §2). The `/captions…` pages, each also as `…Overlay` for the
 * captions button, come from `overlays/captions`; the overlay itself needs no change per page.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { path: "/", height: 490, Component: SettingsHome },
  { path: "/quality", height: 452, Component: QualityPage },
  { path: "/audio", height: 340, Component: AudioPage },
  { path: "/playback", height: 300, Component: PlaybackPage },
  { path: "/source", height: 360, Component: SourcePage },
  { path: "/source/embeds", height: 360, Component: SourceEmbedsPage },
  ...CAPTION_PAGES,
];
