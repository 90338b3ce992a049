import { MetadataError, type MetadataClient } from "@matinee/catalogue";
import type { LibraryAvailability, TmdbMovieDetails, TmdbShowDetails } from "@matinee/contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../shared/router";
import { describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { TitleDetailsPage } from "./TitleDetailsPage";

const bunny: TmdbMovieDetails = {
  id: 10378,
  title: "Big Buck Bunny",
  poster_path: "/movie-10378.svg",
  release_date: "2008-04-10",
  runtime: 10,
  overview: "A gentle, oversized rabbit.",
  genres: [
    { id: 16, name: "Animation" },
    { id: 35, name: "Comedy" },
  ],
  vote_average: 0,
  credits: { cast: [] },
};

const caminandes: TmdbShowDetails = {
  id: 900000001,
  name: "Caminandes",
  poster_path: null,
  first_air_date: "2013-01-01",
  seasons: [{ id: 1, season_number: 1, name: "Season 1", episode_count: 3 }],
  vote_average: 8.2,
  credits: { cast: [{ id: 5, name: "Koro", character: "Himself", order: 0 }] },
};

function renderAt(
  path: string,
  metadata: MetadataClient,
  available: LibraryAvailability = { movies: [], shows: [] },
) {
  const router = createMemoryRouter(
    [
      { path: "/title/:media", element: <TitleDetailsPage /> },
      { path: "/media/:media", element: <p>media page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders
      services={createTestServices({
        metadata,
        fetchAvailability: () => Promise.resolve(available),
      })}
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("whether the title plays here, said before Play", () => {
  it("says a movie this server has plays straight from it", async () => {
    const getMovie = () => Promise.resolve(bunny);
    renderAt("/title/tmdb-movie-10378-x", fakeMetadataClient({ getMovie }), {
      movies: ["10378"],
      shows: ["10378"],
    });
    expect((await screen.findByTestId("stream-hint")).textContent).toBe(
      "Plays here, straight from this server: no search for a source.",
    );
  });

  it("says the sources will be searched for a title this server does not have", async () => {
    const getShow = () => Promise.resolve(caminandes);
    // The same id as a movie is another title.
    renderAt("/title/tmdb-tv-900000001-x", fakeMetadataClient({ getShow }), {
      movies: ["900000001"],
      shows: [],
    });
    expect((await screen.findByTestId("stream-hint")).textContent).toBe(
      "Not on this server. Press Play and Matinee will search the sources for it.",
    );
  });

  it("says episodes play here for a show this server has", async () => {
    const getShow = () => Promise.resolve(caminandes);
    renderAt("/title/tmdb-tv-900000001-x", fakeMetadataClient({ getShow }), {
      movies: [],
      shows: ["900000001"],
    });
    expect((await screen.findByTestId("stream-hint")).textContent).toContain(
      "Episodes of this show play here",
    );
  });

  it("claims nothing when the list cannot be had", async () => {
    const getMovie = () => Promise.resolve(bunny);
    const router = createMemoryRouter([{ path: "/title/:media", element: <TitleDetailsPage /> }], {
      initialEntries: ["/title/tmdb-movie-10378-x"],
    });
    render(
      <TestProviders
        services={createTestServices({
          metadata: fakeMetadataClient({ getMovie }),
          fetchAvailability: () => Promise.reject(new Error("404")),
        })}
      >
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findByRole("heading", { level: 1, name: "Big Buck Bunny" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId("stream-hint")).toBeNull();
  });
});

describe("title details page", () => {
  it("shows a movie's facts and plays it from the Play button", async () => {
    const getMovie = vi.fn(() => Promise.resolve(bunny));
    const router = renderAt("/title/tmdb-movie-10378-old-slug", fakeMetadataClient({ getMovie }));
    expect(await screen.findByRole("heading", { level: 1, name: "Big Buck Bunny" })).toBeTruthy();
    expect(screen.getByText("Movie · 2008 · 10 min")).toBeTruthy();
    expect(screen.getByText("A gentle, oversized rabbit.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Genres" }).textContent).toBe("AnimationComedy");
    // Nobody rated it and nobody is credited: neither appears.
    expect(screen.queryByText(/out of 10/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Cast" })).toBeNull();
    expect(getMovie).toHaveBeenCalledWith("10378", expect.anything());
    fireEvent.click(screen.getByRole("link", { name: "Play" }));
    expect(router.state.location.pathname).toBe("/media/tmdb-movie-10378-big-buck-bunny");
  });

  it("shows a show's seasons with episode counts, its rating and its cast", async () => {
    renderAt(
      "/title/tmdb-tv-900000001-caminandes",
      fakeMetadataClient({ getShow: () => Promise.resolve(caminandes) }),
    );
    expect(await screen.findByText("Season 1")).toBeTruthy();
    expect(screen.getByText("3 episodes")).toBeTruthy();
    expect(screen.getByText("Rated 8.2 out of 10")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cast" })).toBeTruthy();
    expect(screen.getByText("as Himself")).toBeTruthy();
  });

  it("says it couldn't find a title the database does not have", async () => {
    renderAt(
      "/title/tmdb-movie-1-gone",
      fakeMetadataClient({
        getMovie: () => Promise.reject(new MetadataError("notFound", "gone", 404)),
      }),
    );
    expect(await screen.findByRole("heading", { name: "Couldn't find that media" })).toBeTruthy();
  });

  it("says it couldn't find a title behind an address that is not a media id", async () => {
    renderAt("/title/nonsense", fakeMetadataClient({}));
    expect(await screen.findByRole("heading", { name: "Couldn't find that media" })).toBeTruthy();
  });

  it("explains a failure and loads again on request", async () => {
    const getMovie = vi
      .fn<MetadataClient["getMovie"]>()
      .mockRejectedValueOnce(new MetadataError("network", "down"))
      .mockResolvedValue(bunny);
    renderAt("/title/tmdb-movie-10378", fakeMetadataClient({ getMovie }));
    expect(await screen.findByRole("heading", { name: "Failed to load metadata" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Big Buck Bunny" })).toBeTruthy();
  });
});
