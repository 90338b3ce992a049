// Test helpers for the captions menus (imported by tests only): the settings overlay at a page,
// on a fake engine, with the caption state and the subtitle settings starting afresh.
import type { EmbeddedTextTrack } from "@matinee/player";
import { DEFAULT_SUBTITLE_SETTINGS } from "@matinee/subtitles";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "../../../../shared/router";
import { useSubtitleSettings } from "../../../../shared/subtitles";
import { TestProviders } from "../../../../shared/testing/test-providers";
import { clearCaptionDownloads } from "../../captions/caption-download";
import { useCaptionStore } from "../../captions/caption-store";
import { PlayerContextProvider } from "../../player/PlayerProvider";
import { ScreenProvider, type ScreenValue } from "../../screen/ScreenContext";
import { createFakePlayer } from "../../testing/fake-player";
import type { WatchMeta } from "../../watch-meta";
import { SettingsOverlay } from "../settings/SettingsOverlay";

export const MOVIE: WatchMeta = {
  kind: "movie",
  tmdbId: "10378",
  title: "Big Buck Bunny",
  year: 2008,
  posterPath: null,
};

/** A small WebVTT file, as the engine's `loadTextTrack` or a caption URL would give it. */
export const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nHello there\n";

/** Caption state and subtitle settings as a new page has them. */
export function resetCaptionState(): void {
  localStorage.clear();
  clearCaptionDownloads();
  useCaptionStore.setState({ active: null, custom: null, loads: {}, offByViewer: false });
  useSubtitleSettings.setState({ ...DEFAULT_SUBTITLE_SETTINGS, defaultSubtitleLanguage: null });
}

/** Embedded (HLS manifest) text tracks, each with a language and an optional label. */
export function embeddedTracks(
  ...tracks: Array<[language: string, label?: string]>
): EmbeddedTextTrack[] {
  return tracks.map(([language, label = ""], index) => ({ id: String(index), language, label }));
}

type Fake = ReturnType<typeof createFakePlayer>;

/** A fake engine whose manifest lists these renditions; `load` answers `loadTextTrack`. */
export function withTracks(
  tracks: EmbeddedTextTrack[],
  load: (id: string) => Promise<string> = () => Promise.resolve(VTT),
): Fake {
  const fake = createFakePlayer(vi.fn, { embeddedTextTracks: tracks });
  Object.assign(fake.player, { loadTextTrack: vi.fn(load) });
  return fake;
}

/** The settings overlay at `?r=/settings{path}` over the fake engine; returns the router. */
export function renderSettingsAt(fake: Fake, path: string, extra?: ReactNode) {
  const screenValue = {
    meta: MOVIE,
    mediaId: "m",
    controlsVisible: true,
    fullscreen: { active: false, supported: false, toggle: () => undefined },
    source: { media: null, sourceId: null, switchTo: () => undefined },
  } satisfies ScreenValue;
  const router = createMemoryRouter(
    [
      {
        path: "/media/m",
        element: (
          <PlayerContextProvider player={fake.player}>
            <ScreenProvider value={screenValue}>
              <SettingsOverlay />
              {extra}
            </ScreenProvider>
          </PlayerContextProvider>
        ),
      },
    ],
    { initialEntries: [path === "" ? "/media/m" : `/media/m?r=/settings${path}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/** The settings path the router shows now ("" when no overlay is open). */
export function settingsPath(router: ReturnType<typeof renderSettingsAt>): string {
  const value = new URLSearchParams(router.state.location.search).get("r");
  return value ?? "";
}
