import { MetadataError, type MetadataClient } from "@matinee/catalogue";
import type { RunOutput, TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../shared/router";
import { describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { ScrapeEnvironmentProvider, type ScrapeEnvironment } from "../scraping";
import { MediaPage } from "./MediaPage";
import { fakeScraping } from "./testing/fake-scraping";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

const bunnyStream: RunOutput = {
  sourceId: "library",
  stream: {
    id: "library-movie-10378",
    type: "file",
    flags: ["cors-allowed"],
    captions: [
      {
        id: "bbb-en",
        type: "vtt",
        url: "http://library.test/library/files/bbb/en.vtt",
        language: "en",
        hasCorsRestrictions: false,
      },
    ],
    qualities: {
      "720": { type: "mp4", url: "http://library.test/library/files/bbb/720.mp4" },
      "1080": { type: "mp4", url: "http://library.test/library/files/bbb/1080.mp4" },
    },
  },
};

const show: TmdbShowDetails = {
  id: 42,
  name: "Lunar Tales",
  poster_path: null,
  first_air_date: "1959-10-02",
  seasons: [
    { id: 500, season_number: 0, name: "Specials" },
    { id: 501, season_number: 1, name: "Season 1" },
  ],
};

const seasonOne: TmdbSeasonDetails = {
  id: 501,
  season_number: 1,
  name: "Season 1",
  episodes: [
    { id: 5011, episode_number: 1, season_number: 1, name: "Moonrise", air_date: null },
    { id: 5012, episode_number: 2, season_number: 1, name: "Low Tide", air_date: null },
  ],
};

const metadata = fakeMetadataClient({
  getMovie: () =>
    Promise.resolve({
      id: 10378,
      title: "Big Buck Bunny",
      poster_path: null,
      release_date: "2008-05-30",
    }),
  getShow: () => Promise.resolve(show),
  getSeason: () => Promise.resolve(seasonOne),
});

function renderPage(
  path: string,
  environment: ScrapeEnvironment,
  client: MetadataClient = metadata,
) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "media/:media", element: <MediaPage /> },
      { path: "media/:media/:season/:episode", element: <MediaPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders services={createTestServices({ metadata: client })}>
      <ScrapeEnvironmentProvider value={environment}>
        <RouterProvider router={router} />
      </ScrapeEnvironmentProvider>
    </TestProviders>,
  );
  return router;
}

const directStream: RunOutput = {
  sourceId: "direct",
  stream: {
    id: "direct-movie-10378",
    type: "file",
    flags: ["cors-allowed"],
    captions: [],
    qualities: { "720": { type: "mp4", url: "http://cdn.test/sintel-720.mp4" } },
  },
};

/** Waits for the engine to give the <video> a source, and returns it. */
function videoSource() {
  return waitFor(() => {
    const source = document.querySelector("video")?.getAttribute("src");
    if (!source) throw new Error("no source yet");
    return source;
  });
}

describe("media page", () => {
  it("plays a movie's best MP4 quality in the player with its title on top", async () => {
    renderPage(BUNNY, fakeScraping(bunnyStream).environment);
    expect(await screen.findByRole("heading", { name: "Big Buck Bunny" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Big Buck Bunny - Matinee"));
    expect(await videoSource()).toBe("http://library.test/library/files/bbb/1080.mp4");
    expect(screen.getByRole("button", { name: "Settings" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });

  it("scrapes the movie by title, year and TMDB id, showing the sources meanwhile", async () => {
    const { client, environment } = fakeScraping("pending");
    renderPage(BUNNY, environment);
    const list = await screen.findByRole("list", { name: "Sources being searched" });
    // Source names arrive with the scraper's metadata, a moment after the list itself.
    await waitFor(() => expect(list.textContent).toMatch(/Matinee library/));
    expect(client.runAll).toHaveBeenCalledWith(
      { type: "movie", title: "Big Buck Bunny", releaseYear: 2008, tmdbId: "10378" },
      expect.anything(),
    );
  });

  it("says nothing was found when no source has the title, with a way home", async () => {
    renderPage(BUNNY, fakeScraping(null).environment);
    expect(await screen.findByRole("heading", { name: "We couldn't find anything" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });

  it("opens a show at its first episode, names it in the URL and scrapes that episode", async () => {
    const { client, environment } = fakeScraping(null);
    const router = renderPage("/media/tmdb-tv-42-lunar-tales", environment);
    expect(await screen.findByText("S1 E1 · Moonrise")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/media/tmdb-tv-42-lunar-tales/501/5011");
    await waitFor(() =>
      expect(client.runAll).toHaveBeenCalledWith(
        expect.objectContaining({ season: { number: 1, tmdbId: "501" } }),
        expect.anything(),
      ),
    );
  });

  it("starts a new scrape when the viewer moves to another episode", async () => {
    const { client, environment } = fakeScraping(bunnyStream);
    const router = renderPage("/media/tmdb-tv-42-lunar-tales/501/5011", environment);
    await videoSource();
    await act(() => router.navigate("/media/tmdb-tv-42-lunar-tales/501/5012"));
    expect(await screen.findByText("S1 E2 · Low Tide")).toBeTruthy();
    await waitFor(() =>
      expect(client.runAll).toHaveBeenLastCalledWith(
        expect.objectContaining({ episode: { number: 2, tmdbId: "5012" } }),
        expect.anything(),
      ),
    );
    expect(client.runAll).toHaveBeenCalledTimes(2);
  });

  it("plays the source picked in the source menu, naming it in the settings", async () => {
    const { client, environment } = fakeScraping(bunnyStream, directStream);
    renderPage(`${BUNNY}?r=/settings`, environment);
    await videoSource();
    const sourceRow = await screen.findByRole("button", { name: /Source.*Matinee library/ });
    fireEvent.click(sourceRow);
    fireEvent.click(await screen.findByRole("button", { name: "Direct links" }));
    await waitFor(() =>
      expect(document.querySelector("video")?.getAttribute("src")).toBe(
        "http://cdn.test/sintel-720.mp4",
      ),
    );
    expect(client.runSource).toHaveBeenCalledWith("direct", expect.anything(), expect.anything());
  });

  it("says it couldn't find the media when the database does not know it", async () => {
    const missing = fakeMetadataClient({
      getMovie: () => Promise.reject(new MetadataError("notFound", "gone", 404)),
    });
    renderPage(BUNNY, fakeScraping(null).environment, missing);
    expect(await screen.findByRole("heading", { name: "Couldn't find that media" })).toBeTruthy();
  });

  it("says metadata failed to load when the database does not answer", async () => {
    const down = fakeMetadataClient({
      getMovie: () => Promise.reject(new MetadataError("network", "down")),
    });
    renderPage(BUNNY, fakeScraping(null).environment, down);
    expect(await screen.findByRole("heading", { name: "Failed to load metadata" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("draws and asks nothing for an address that is not a media id (its route says not found)", () => {
    const getMovie = vi.fn();
    renderPage(
      "/media/something-else",
      fakeScraping(null).environment,
      fakeMetadataClient({ getMovie }),
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(getMovie).not.toHaveBeenCalled();
  });

  it("explains a playback failure from the media element's error code", async () => {
    renderPage(BUNNY, fakeScraping(bunnyStream).environment);
    await screen.findByRole("heading", { name: "Big Buck Bunny" });
    await videoSource();
    const video = document.querySelector("video")!;
    Object.defineProperty(video, "error", { value: { code: 2, message: "connection reset" } });
    act(() => {
      fireEvent.error(video);
    });
    expect(await screen.findByRole("heading", { name: "Failed to play video!" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("A network problem interrupted the video.");
  });

  it("leaves nothing to play, pause or seek on the error screen: only the way back and its actions", async () => {
    renderPage(BUNNY, fakeScraping(bunnyStream).environment);
    await screen.findByRole("slider", { name: "Position in the video" }, { timeout: 3000 });
    const video = document.querySelector("video")!;
    Object.defineProperty(video, "error", { value: { code: 3, message: "bad frame" } });
    act(() => {
      fireEvent.error(video);
    });
    await screen.findByRole("heading", { name: "Failed to play video!" });
    expect(screen.queryByRole("button", { name: /^(Play|Pause)$/ })).toBeNull();
    expect(screen.queryByRole("slider", { name: "Position in the video" })).toBeNull();
    expect(screen.queryByRole("button", { name: /seconds/ })).toBeNull();
    const back = screen.getByRole("link", { name: "Back" });
    expect(back.closest("[inert]")).toBeNull();
    expect(screen.getByRole("button", { name: "Show error" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" })).toBeTruthy();
  });
});
