import type { MetadataClient } from "@matinee/catalogue";
import type { TmdbMultiItem } from "@matinee/contracts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../../shared/router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../../shared/testing/test-providers";
import { clearLibrary } from "../library";
import { HomePage } from "./HomePage";
import { bigBuckBunnyResult } from "../../shared/testing/fixtures";

const bunny = bigBuckBunnyResult;

const page = (results: TmdbMultiItem[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

function renderHome(path: string, metadata: MetadataClient | null) {
  const router = createMemoryRouter(
    [
      {
        element: <HomePage />,
        children: [
          { index: true, element: null },
          { path: "browse/:query?", element: null },
        ],
      },
      { path: "media/:media", element: <p>media page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders services={createTestServices({ metadata })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

function searchWith(searchMulti: MetadataClient["searchMulti"]) {
  return fakeMetadataClient({ searchMulti });
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search movies and shows" }), {
    target: { value: text },
  });

beforeEach(() => {
  clearLibrary();
  localStorage.clear();
});

describe("home search", () => {
  it("waits until typing has paused for 500 ms before it searches", async () => {
    vi.useFakeTimers();
    const searchMulti = vi.fn(() => Promise.resolve(page([bunny])));
    renderHome("/", searchWith(searchMulti));

    type("bun");
    await act(() => vi.advanceTimersByTimeAsync(300));
    type("bunny");
    expect(screen.getByRole("status").textContent).toContain("Searching");
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searchMulti).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchMulti).toHaveBeenCalledOnce();
    expect(searchMulti).toHaveBeenCalledWith("bunny", expect.any(AbortSignal));
    await act(() => vi.advanceTimersByTimeAsync(10)); // Let the answer render.
    expect(screen.getByRole("link", { name: /^Big Buck Bunny/ })).toBeTruthy();
  });

  it("lists results as cards linking to their media pages", async () => {
    renderHome(
      "/browse/bunny",
      searchWith(() => Promise.resolve(page([bunny]))),
    );
    const card = await screen.findByRole("link", { name: /^Big Buck Bunny/ });
    expect(card.getAttribute("href")).toBe("/media/tmdb-movie-10378-big-buck-bunny");
    expect(screen.getByRole("img", { name: "Big Buck Bunny" }).getAttribute("src")).toBe(
      "http://images.test/w342/movie-10378.svg",
    );
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "bunny");
  });

  it("says so when nothing matches", async () => {
    renderHome(
      "/browse/zzz",
      searchWith(() => Promise.resolve(page([]))),
    );
    expect(await screen.findByRole("heading", { name: "Nothing matches “zzz”" })).toBeTruthy();
  });

  it("shows a warning when the search fails", async () => {
    renderHome(
      "/browse/bunny",
      searchWith(() => Promise.reject(new Error("offline"))),
    );
    expect(
      await screen.findByRole("heading", { name: "The search didn't go through" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
  });

  it("offers to try a failed search again, and shows the results when it goes through", async () => {
    const searchMulti = vi
      .fn<MetadataClient["searchMulti"]>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(page([bunny]));
    renderHome("/browse/bunny", searchWith(searchMulti));
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^Big Buck Bunny/ })).toBeTruthy();
    expect(searchMulti).toHaveBeenCalledTimes(2);
  });

  it("says the TMDB API key is not set when there is no metadata source", async () => {
    renderHome("/browse/bunny", null);
    expect(await screen.findByRole("heading", { name: "TMDB API key not set" })).toBeTruthy();
    // Asking again would not help: there is nothing to ask.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("keeps the query in the URL while typing and goes home when cleared", () => {
    const router = renderHome(
      "/",
      searchWith(() => Promise.resolve(page([]))),
    );
    const box = screen.getByRole("searchbox");
    box.focus();
    type("night of the");
    expect(router.state.location.pathname).toBe("/browse/night%20of%20the");
    expect(document.activeElement).toBe(box);

    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(router.state.location.pathname).toBe("/");
    expect(box).toHaveProperty("value", "");
  });

  it("takes the query from the URL when the viewer navigates", async () => {
    const router = renderHome(
      "/browse/bunny",
      searchWith(() => Promise.resolve(page([]))),
    );
    await act(() => router.navigate("/"));
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "");
  });

  it("focuses the search box when / is pressed, unless a field has focus", () => {
    renderHome(
      "/",
      searchWith(() => Promise.resolve(page([]))),
    );
    const box = screen.getByRole("searchbox");
    fireEvent.keyDown(document.body, { key: "/" });
    expect(document.activeElement).toBe(box);

    const other = document.createElement("textarea");
    document.body.append(other);
    other.focus();
    fireEvent.keyDown(other, { key: "/" });
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it("greets the viewer with a heading", () => {
    renderHome("/", null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("");
  });
});

describe("home greeting", () => {
  it("greets 20 April with its own words, and sometimes the alternate ones", () => {
    vi.useFakeTimers({ now: new Date(2025, 3, 20, 10), toFake: ["Date"] });
    const random = vi.spyOn(Math, "random").mockReturnValue(0.1);
    renderHome("/", null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "A slow day deserves a slow film.",
    );
    expect(screen.getByRole("searchbox").getAttribute("placeholder")).toBe("Something mellow?");
    random.mockRestore();
  });

  it("uses the usual wording for the time of day on most visits", () => {
    vi.useFakeTimers({ now: new Date(2025, 2, 10, 9), toFake: ["Date"] });
    const random = vi.spyOn(Math, "random").mockReturnValue(0.8);
    renderHome("/", null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Morning. What's first on the bill?",
    );
    random.mockRestore();
  });
});

describe("home library", () => {
  it("shows the empty state under the search box when nothing is saved", () => {
    renderHome("/", null);
    expect(screen.getByRole("link", { name: "Discover something to watch" })).toBeTruthy();
  });

  it("ends the results with a way on to discover", async () => {
    renderHome(
      "/browse/bunny",
      searchWith(() => Promise.resolve(page([bunny]))),
    );
    await screen.findByRole("link", { name: /^Big Buck Bunny/ });
    const more = screen.getByRole("link", { name: "Discover more titles" });
    expect(more.getAttribute("href")).toBe("/discover");
  });

  it("offers discover after no results too", async () => {
    renderHome(
      "/browse/zzz",
      searchWith(() => Promise.resolve(page([]))),
    );
    expect(await screen.findByRole("link", { name: "Discover more titles" })).toBeTruthy();
  });

  it("puts a result bookmarked from the search on home, in the Bookmarks row", async () => {
    renderHome(
      "/browse/bunny",
      searchWith(() => Promise.resolve(page([bunny]))),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Bookmark Big Buck Bunny" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    const row = await screen.findByRole("region", { name: "Bookmarks" });
    expect(row.textContent).toContain("Big Buck Bunny");
    expect(screen.queryByRole("region", { name: /Results/ })).toBeNull();
  });
});
