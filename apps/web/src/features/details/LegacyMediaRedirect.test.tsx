import { MetadataError, type ListingClient, type MetadataClient } from "@matinee/catalogue";
import { isLegacyMediaAddress } from "@matinee/domain";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "../../shared/router";
import { describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { LegacyMediaRedirect } from "./LegacyMediaRedirect";

/** The app's media route in small: legacy addresses go to the redirect, others to the page. */
function MediaRoute() {
  const { pathname } = useLocation();
  return isLegacyMediaAddress(pathname) ? (
    <LegacyMediaRedirect pathname={pathname} />
  ) : (
    <p>media page</p>
  );
}
const gated = <MediaRoute />;

function renderAt(path: string, metadata: MetadataClient, listing: ListingClient | null = null) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "/media/:media", element: gated },
      { path: "/media/:media/:season/:episode", element: gated },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders services={createTestServices({ metadata, listing })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const showsClient = fakeMetadataClient({
  getShow: (id) =>
    id === "1399"
      ? Promise.resolve({ id: 1399, name: "Game of Thrones", poster_path: null, seasons: [] })
      : Promise.reject(new MetadataError("notFound", "gone", 404)),
  findByImdbId: () =>
    Promise.resolve({
      movie_results: [{ id: 653, title: "Nosferatu", poster_path: null }],
      tv_results: [],
    }),
});

describe("legacy media addresses", () => {
  it("leave a current media address to the media page", () => {
    renderAt("/media/tmdb-movie-653-nosferatu", showsClient);
    expect(screen.getByText("media page")).toBeTruthy();
  });

  it("replace a tmdb-show address with the show's, keeping episode and query string", async () => {
    const router = renderAt("/media/tmdb-show-1399-got/3624/63056?r=settings", showsClient);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/media/tmdb-tv-1399-game-of-thrones/3624/63056"),
    );
    expect(router.state.location.search).toBe("?r=settings");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByText("media page")).toBeTruthy();
  });

  it("send an unknown show home", async () => {
    const router = renderAt("/media/tmdb-show-5-nothing", showsClient);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("resolve a listing id through the listing service and IMDb", async () => {
    const listing = {
      externalIds: vi.fn(() => Promise.resolve({ imdbId: "tt0013442", tmdbId: null })),
    };
    const router = renderAt("/media/JW-movie-8470", showsClient, listing);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/media/tmdb-movie-653-nosferatu"),
    );
    expect(listing.externalIds).toHaveBeenCalledWith("movie", "8470", expect.anything());
  });

  it("send a listing id home when there is no listing service to ask", async () => {
    const router = renderAt("/media/JW-movie-8470", showsClient);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("send home, and log, when the lookup fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = fakeMetadataClient({
      getShow: () => Promise.reject(new MetadataError("network", "down")),
    });
    const router = renderAt("/media/tmdb-show-1399", failing);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
