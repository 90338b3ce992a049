import { MetadataError, type MetadataClient } from "@matinee/catalogue";
import type { TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { MediaPage } from "./MediaPage";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

const bunnyStream = {
  sourceId: "library",
  stream: {
    id: "library-movie-10378",
    type: "file",
    flags: ["cors-allowed"],
    captions: [
      {
        id: "bbb-en",
        type: "vtt",
        url: "/library/files/bbb/en.vtt",
        language: "en",
        hasCorsRestrictions: false,
      },
    ],
    qualities: {
      "720": { type: "mp4", url: "/library/files/bbb/720.mp4" },
      "1080": { type: "mp4", url: "/library/files/bbb/1080.mp4" },
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

/** Stubs fetch (the media library) with one answer for every request. */
function library(status: number, body: unknown = {}) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderPage(path: string, client: MetadataClient = metadata) {
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
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("media page", () => {
  it("plays a movie's best MP4 quality with its captions", async () => {
    library(200, bunnyStream);
    renderPage(BUNNY);
    expect(await screen.findByRole("heading", { name: "Big Buck Bunny" })).toBeTruthy();
    expect(screen.getByText("2008")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Big Buck Bunny - Matinee"));

    const video = await waitFor(() => {
      const element = document.querySelector("video");
      if (!element?.getAttribute("src")) throw new Error("no source yet");
      return element;
    });
    expect(video.getAttribute("src")).toBe("http://library.test/library/files/bbb/1080.mp4");
    const track = video.querySelector("track");
    expect(track?.getAttribute("kind")).toBe("subtitles");
    expect(track?.getAttribute("label")).toBe("English");
    expect(track?.getAttribute("src")).toBe("http://library.test/library/files/bbb/en.vtt");
  });

  it("asks the library for the movie by its TMDB id", async () => {
    const fetchMock = library(404);
    renderPage(BUNNY);
    await screen.findByRole("heading", { name: "No stream found" });
    expect(fetchMock).toHaveBeenCalledWith(
      "http://library.test/library/streams/movie/10378",
      expect.anything(),
    );
  });

  it("says no stream was found when the library has nothing, with a way home", async () => {
    library(404);
    renderPage(BUNNY);
    expect(await screen.findByRole("heading", { name: "No stream found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });

  it("opens a show at its first episode and names it in the URL", async () => {
    const fetchMock = library(404);
    const router = renderPage("/media/tmdb-tv-42-lunar-tales");
    expect(await screen.findByText("S1 E1 · Moonrise · 1959")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/media/tmdb-tv-42-lunar-tales/501/5011");
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "http://library.test/library/streams/tv/42/1/1",
        expect.anything(),
      ),
    );
  });

  it("asks the library for an episode by the numbers behind the URL's ids", async () => {
    const fetchMock = library(404);
    renderPage("/media/tmdb-tv-42-lunar-tales/501/5012");
    expect(await screen.findByText("S1 E2 · Low Tide · 1959")).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "http://library.test/library/streams/tv/42/1/2",
        expect.anything(),
      ),
    );
  });

  it("says it couldn't find the media when the database does not know it", async () => {
    library(404);
    const missing = fakeMetadataClient({
      getMovie: () => Promise.reject(new MetadataError("notFound", "gone", 404)),
    });
    renderPage(BUNNY, missing);
    expect(await screen.findByRole("heading", { name: "Couldn't find that media" })).toBeTruthy();
  });

  it("says metadata failed to load when the database does not answer", async () => {
    library(404);
    const down = fakeMetadataClient({
      getMovie: () => Promise.reject(new MetadataError("network", "down")),
    });
    renderPage(BUNNY, down);
    expect(await screen.findByRole("heading", { name: "Failed to load metadata" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows the not-found page for an address that is not a media id", () => {
    renderPage("/media/something-else");
    expect(screen.getByRole("heading", { name: "Couldn't find that page" })).toBeTruthy();
  });

  it("explains a playback failure from the media element's error code", async () => {
    library(200, bunnyStream);
    renderPage(BUNNY);
    await screen.findByRole("heading", { name: "Big Buck Bunny" });
    const video = await waitFor(() => {
      const element = document.querySelector("video");
      if (!element) throw new Error("no video yet");
      return element;
    });
    Object.defineProperty(video, "error", { value: { code: 2, message: "connection reset" } });
    act(() => {
      fireEvent.error(video);
    });
    expect(await screen.findByRole("heading", { name: "Failed to play video!" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("A network problem interrupted the video.");
  });
});
