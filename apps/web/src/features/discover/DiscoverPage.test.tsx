import type { MetadataClient } from "@matinee/catalogue";
import type { TmdbMovieListItem, TmdbPage, TmdbShowListItem } from "@matinee/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../shared/router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { prefetchDiscover } from "./discover-queries";
import { DiscoverPage } from "./DiscoverPage";

const page = <T,>(results: T[]): TmdbPage<T> => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

const movie = (id: number, title: string): TmdbMovieListItem => ({
  id,
  title,
  poster_path: `/movie-${id}.svg`,
  release_date: "1922-03-04",
});
const show = (id: number, name: string): TmdbShowListItem => ({
  id,
  name,
  poster_path: null,
  first_air_date: "2013-01-01",
});

const movieGenres = ["Action", "Comedy", "Drama", "Horror", "Western", "War"].map((name, i) => ({
  id: i + 1,
  name,
}));
const tvGenres = ["Animation", "Comedy", "Drama", "Family", "Kids", "Mystery", "News"].map(
  (name, i) => ({ id: 100 + i, name }),
);

function discoverClient(overrides: Partial<MetadataClient> = {}) {
  return fakeMetadataClient({
    movieList: vi.fn((name: string) =>
      Promise.resolve(
        page([movie(1, `${name} film`), movie(1, `${name} film`), movie(2, "Nosferatu")]),
      ),
    ),
    showList: vi.fn((name: string) => Promise.resolve(page([show(9, `${name} show`)]))),
    genres: vi.fn((kind: string) =>
      Promise.resolve({ genres: kind === "movie" ? movieGenres : tvGenres }),
    ),
    discoverMovies: vi.fn((genreId: number) =>
      Promise.resolve(
        page([movie(1000 + genreId, `Genre ${genreId} film with a very long title indeed`)]),
      ),
    ),
    discoverShows: vi.fn((genreId: number) =>
      Promise.resolve(page([show(2000 + genreId, `Genre ${genreId} show`)])),
    ),
    ...overrides,
  });
}

function renderDiscover(metadata: MetadataClient, random = () => 0, queryClient?: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: "/discover", element: <DiscoverPage random={random} /> },
      { path: "/media/:media", element: <p>media page</p> },
    ],
    { initialEntries: ["/discover"] },
  );
  render(
    <TestProviders services={createTestServices({ metadata })} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const carouselHeadings = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

/**
 * IntersectionObserver stand-in (happy-dom's never reports): `near` says whether an observed row
 * counts as near the screen at once; `bringNear` reports every observed row as near later.
 */
function stubIntersectionObserver(near: boolean) {
  const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
        if (near) this.report(target);
      }
      report(target: Element) {
        const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
        this.callback([entry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  return {
    bringNear: () =>
      act(() => {
        for (const { callback, target } of observed.splice(0)) {
          callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as never);
        }
      }),
  };
}

describe("discover page", () => {
  beforeEach(() => {
    stubIntersectionObserver(true);
  });

  it("shows every carousel: three lists, 4 movie genres, a Shows heading, two lists, 6 TV genres", async () => {
    renderDiscover(discoverClient());
    expect(await screen.findByRole("heading", { name: "Western movies" })).toBeTruthy();
    await screen.findByRole("heading", { name: "News shows" });
    const headings = carouselHeadings();
    expect(headings.slice(0, 3)).toEqual(["In Cinemas", "Top Rated", "Most Popular"]);
    expect(headings.filter((heading) => heading?.endsWith(" movies"))).toHaveLength(4);
    expect(headings.filter((heading) => heading?.endsWith(" shows"))).toHaveLength(6);
    expect(headings).toContain("Top Rated Shows");
    expect(headings).toContain("Most Popular Shows");
    expect(screen.getByRole("heading", { level: 2, name: "Shows" })).toBeTruthy();
  });

  it("asks for every fixed list at once, not one after another", () => {
    const metadata = discoverClient({
      movieList: vi.fn(() => new Promise<never>(() => undefined)),
      showList: vi.fn(() => new Promise<never>(() => undefined)),
    });
    renderDiscover(metadata);
    expect(metadata.movieList).toHaveBeenCalledTimes(3);
    expect(metadata.showList).toHaveBeenCalledTimes(2);
    expect(metadata.genres).toHaveBeenCalledTimes(2);
  });

  it("picks genres and pages with the injected randomness", async () => {
    const metadata = discoverClient();
    renderDiscover(metadata, () => 0.999);
    await screen.findByRole("heading", { name: "Action movies" });
    const pages = vi.mocked(metadata.discoverMovies).mock.calls.map((call) => call[1]);
    expect(pages).toHaveLength(4);
    expect(pages.every((drawn) => drawn === 6)).toBe(true);
  });

  it("shows each title once and cuts long titles at 32 characters", async () => {
    renderDiscover(discoverClient());
    const row = (await screen.findByRole("heading", { name: "In Cinemas" })).closest("section");
    const links = await within(row as HTMLElement).findAllByRole("link", {
      name: /now_playing film|Nosferatu/,
    });
    expect(links.filter((link) => link.getAttribute("href")?.startsWith("/media/"))).toHaveLength(
      2,
    );
    // Each row shows its titles as they arrive: wait for all four genre rows.
    await vi.waitFor(() =>
      expect(screen.getAllByText(/^Genre \d film with a very long ti…$/)).toHaveLength(4),
    );
  });

  it("asks for a row's titles and draws its cards only once the row comes near the screen, holding their room until then", async () => {
    const { bringNear } = stubIntersectionObserver(false);
    const metadata = discoverClient();
    renderDiscover(metadata);
    const row = (await screen.findByRole("heading", { name: "Top Rated" })).closest("section");
    await screen.findByRole("heading", { name: "News shows" });
    // The first row is on the first screen by definition: it asks and draws at once.
    const firstRow = screen.getByRole("heading", { name: "In Cinemas" }).closest("section");
    expect(
      await within(firstRow as HTMLElement).findAllByRole("link", { name: /now_playing film/ }),
    ).not.toHaveLength(0);
    expect(metadata.movieList).toHaveBeenCalledTimes(1);
    expect(metadata.discoverShows).not.toHaveBeenCalled();
    expect(within(row as HTMLElement).queryAllByRole("link")).toHaveLength(0);
    expect(row?.querySelectorAll("li[aria-hidden=true]").length).toBeGreaterThan(0);

    bringNear();
    await vi.waitFor(() => expect(metadata.discoverShows).toHaveBeenCalledTimes(6));
    expect(
      await within(row as HTMLElement).findAllByRole("link", { name: /top_rated film/ }),
    ).not.toHaveLength(0);
  });

  it("hides a carousel that failed and only logs the error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderDiscover(
      discoverClient({
        movieList: vi.fn((name: string) =>
          name === "top_rated"
            ? Promise.reject(new Error("down"))
            : Promise.resolve(page([movie(1, "Film")])),
        ),
      }),
    );
    await screen.findByRole("heading", { name: "Most Popular" });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Top Rated" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    error.mockRestore();
  });

  it("counts down before opening a random title, and a second press cancels", async () => {
    const router = renderDiscover(discoverClient());
    const button = await screen.findByRole("button", { name: "Watch Something New" });
    await vi.waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(screen.getByRole("status").textContent).toMatch(/^Opening .+ in 5 seconds…$/);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel countdown" }));
    for (let i = 0; i < 6; i += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(router.state.location.pathname).toBe("/discover");

    fireEvent.click(screen.getByRole("button", { name: "Watch Something New" }));
    for (let i = 0; i < 5; i += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(router.state.location.pathname).toMatch(/^\/media\/tmdb-movie-100\d-genre-/);
  });
});

describe("discover prefetch", () => {
  beforeEach(() => {
    stubIntersectionObserver(true);
  });

  it("asks for the fixed lists and the genre lists before the page renders", () => {
    const metadata = discoverClient();
    prefetchDiscover(createTestQueryClient(), createTestServices({ metadata }));
    expect(metadata.movieList).toHaveBeenCalledTimes(3);
    expect(metadata.showList).toHaveBeenCalledTimes(2);
    expect(metadata.genres).toHaveBeenCalledTimes(2);
  });

  it("hands the page its requests in flight, so the page asks for none of them again", async () => {
    const metadata = discoverClient();
    const queryClient = createTestQueryClient();
    prefetchDiscover(queryClient, createTestServices({ metadata }));
    renderDiscover(metadata, () => 0, queryClient);
    expect(await screen.findByRole("heading", { name: "Western movies" })).toBeTruthy();
    expect(metadata.movieList).toHaveBeenCalledTimes(3);
    expect(metadata.showList).toHaveBeenCalledTimes(2);
    expect(metadata.genres).toHaveBeenCalledTimes(2);
  });

  it("does nothing without a catalogue", () => {
    const queryClient = createTestQueryClient();
    prefetchDiscover(queryClient, createTestServices());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe("discover posters", () => {
  beforeEach(() => {
    stubIntersectionObserver(true);
  });

  it("loads the first row's posters at once and first, every other poster lazily", async () => {
    renderDiscover(discoverClient());
    await screen.findByRole("heading", { name: "Western movies" });
    const firstRow = screen.getByRole("heading", { name: "In Cinemas" }).closest("section");
    const secondRow = screen.getByRole("heading", { name: "Top Rated" }).closest("section");
    const firstPoster = within(firstRow as HTMLElement).getAllByRole("img")[0];
    const laterPoster = within(secondRow as HTMLElement).getAllByRole("img")[0];
    expect(firstPoster?.getAttribute("loading")).toBe("eager");
    expect(firstPoster?.getAttribute("fetchpriority")).toBe("high");
    expect(laterPoster?.getAttribute("loading")).toBe("lazy");
    expect(laterPoster?.getAttribute("fetchpriority")).not.toBe("high");
  });
});
