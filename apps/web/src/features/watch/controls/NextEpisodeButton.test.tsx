import type { TmdbSeasonDetails } from "@matinee/contracts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "../../../shared/router";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../../shared/testing/test-providers";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { ScreenProvider, type ScreenValue } from "../screen/ScreenContext";
import { useNextEpisode } from "../screen/use-next-episode";
import { createFakePlayer } from "../testing/fake-player";
import type { WatchMeta } from "../watch-meta";
import { NextEpisodeButton } from "./NextEpisodeButton";

const MEDIA_ID = "tmdb-tv-42-lunar-tales";

/** Episode `number` of season 1 (two aired episodes), with a season 2 to go on to. */
function showAt(number: 1 | 2): WatchMeta {
  const episodes = [
    { id: 5011, number: 1, title: "Moonrise", airDate: "1959-10-02" },
    { id: 5012, number: 2, title: "Low Tide", airDate: "1959-10-09" },
  ];
  const episode = episodes[number - 1]!;
  return {
    kind: "tv",
    tmdbId: "42",
    title: "Lunar Tales",
    year: 1959,
    posterPath: null,
    season: { id: 501, number: 1, title: "Season 1" },
    episode,
    seasons: [
      { id: 501, number: 1, title: "Season 1" },
      { id: 502, number: 2, title: "Season 2" },
    ],
    episodes,
  };
}

const seasonTwo: TmdbSeasonDetails = {
  id: 502,
  season_number: 2,
  name: "Season 2",
  episodes: [
    { id: 5021, episode_number: 1, season_number: 2, name: "Tidal", air_date: "1960-09-01" },
  ],
};

function Harness({ meta }: { meta: WatchMeta }) {
  return <NextEpisodeButton next={useNextEpisode(meta, MEDIA_ID)} />;
}

/** The button 10 s before the end of the episode, as the screen renders it. */
function renderNear(meta: WatchMeta) {
  const fake = createFakePlayer(vi.fn, { duration: 600, currentTime: 590 });
  const screenValue = {
    meta,
    mediaId: MEDIA_ID,
    controlsVisible: false,
  } as unknown as ScreenValue;
  const metadata = fakeMetadataClient({ getSeason: () => Promise.resolve(seasonTwo) });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <PlayerContextProvider player={fake.player}>
            <ScreenProvider value={screenValue}>
              <Harness meta={meta} />
            </ScreenProvider>
          </PlayerContextProvider>
        ),
      },
    ],
    { initialEntries: [`/media/${MEDIA_ID}/501/${meta.kind === "tv" ? meta.episode.id : 0}`] },
  );
  render(
    <TestProviders services={createTestServices({ metadata })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe("NextEpisodeButton", () => {
  it("says Next episode for the following episode of the season", async () => {
    renderNear(showAt(1));
    const link = await screen.findByRole("link", { name: "Next episode" });
    expect(link.getAttribute("href")).toBe(`/media/${MEDIA_ID}/501/5012`);
  });

  it("says Next season when it goes on to the next season's first episode", async () => {
    renderNear(showAt(2));
    const link = await screen.findByRole("link", { name: "Next season" });
    expect(link.getAttribute("href")).toBe(`/media/${MEDIA_ID}/502/5021`);
    expect(screen.queryByRole("link", { name: "Next episode" })).toBeNull();
  });
});
