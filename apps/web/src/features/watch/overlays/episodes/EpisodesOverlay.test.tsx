import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../../../shared/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../../shared/testing/test-providers";
import { recordProgress } from "../../../library";
import { PlayerScreen } from "../../screen/PlayerScreen";
import type { WatchMeta } from "../../watch-meta";

const show: WatchMeta = {
  kind: "tv",
  tmdbId: "42",
  title: "Lunar Tales",
  year: 1959,
  posterPath: null,
  season: { id: 501, number: 1, title: "Season 1" },
  episode: { id: 5011, number: 1, title: "Moonrise" },
  seasons: [
    { id: 501, number: 1, title: "Season 1" },
    { id: 502, number: 2, title: "Season 2" },
  ],
  episodes: [
    { id: 5011, number: 1, title: "Moonrise", airDate: "1959-10-02" },
    { id: 5012, number: 2, title: "Low Tide", airDate: "1959-10-09" },
    { id: 5013, number: 3, title: "Far Side", airDate: "2999-01-01" },
  ],
};

function renderEpisodes(route: string) {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 404 })));
  const router = createMemoryRouter(
    [
      {
        path: "/media/:media/:season/:episode",
        element: <PlayerScreen meta={show} mediaId="tmdb-tv-42-lunar-tales" />,
      },
    ],
    { initialEntries: [`/media/tmdb-tv-42-lunar-tales/501/5011?r=${route}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

afterEach(() => localStorage.clear());

describe("the episodes overlay", () => {
  it("lists the season's episodes as links, the current one marked", async () => {
    renderEpisodes("/episodes/episodes");
    const current = await screen.findByRole("link", { name: /Moonrise/ });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: /Low Tide/ }).getAttribute("href")).toBe(
      "/media/tmdb-tv-42-lunar-tales/501/5012",
    );
  });

  it("dims an episode that has not aired and offers no link to it", async () => {
    renderEpisodes("/episodes/episodes");
    await screen.findByRole("link", { name: /Moonrise/ });
    expect(screen.queryByRole("link", { name: /Far Side/ })).toBeNull();
    expect(screen.getByText("Far Side").closest("[aria-disabled='true']")).not.toBeNull();
  });

  it("fills the progress ring completely past 90% watched", async () => {
    recordProgress({
      media: { tmdbId: "42", type: "show", title: "Lunar Tales", year: 1959 },
      watched: 95,
      duration: 100,
      episode: {
        seasonId: "501",
        seasonNumber: 1,
        seasonTitle: "Season 1",
        episodeId: "5012",
        episodeNumber: 2,
        episodeTitle: "Low Tide",
      },
    });
    renderEpisodes("/episodes/episodes");
    expect(await screen.findByText("100% watched")).toBeTruthy();
  });

  it("starts at the season list on its first page", async () => {
    renderEpisodes("/episodes");
    expect(await screen.findByRole("button", { name: /Season 2/ })).toBeTruthy();
  });
});
