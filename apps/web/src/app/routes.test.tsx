import type { MetadataClient } from "@matinee/catalogue";
import type { TmdbMultiItem } from "@matinee/contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "../shared/router";
import { describe, expect, it, vi } from "vitest";
import {
  createTestServices,
  fakeMetadataClient,
  TestProviders,
} from "../shared/testing/test-providers";
import { createAppRoutes } from "./routes";
import { bigBuckBunnyResult } from "../shared/testing/fixtures";

const bunny = bigBuckBunnyResult;

const searching = (results: TmdbMultiItem[]) =>
  fakeMetadataClient({
    searchMulti: () =>
      Promise.resolve({ page: 1, results, total_pages: 1, total_results: results.length }),
    getMovie: () => Promise.resolve({ id: 10378, title: "Big Buck Bunny", poster_path: null }),
  });

interface RenderOptions {
  metadata?: MetadataClient;
  isOpenCatalogue?: boolean;
}

function renderAt(
  path: string,
  { metadata = searching([]), isOpenCatalogue = false }: RenderOptions = {},
) {
  // The media page asks the library for a stream; it has none here.
  vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 404 })));
  const router = createMemoryRouter(createAppRoutes({ isOpenCatalogue }), {
    initialEntries: [path],
  });
  render(
    <TestProviders services={createTestServices({ metadata })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

// The first test that opens a media address waits for the watch feature's first import, which
// takes about a second under a busy test run: more than findBy's default wait.
const LAZY_PAGE_WAIT = { timeout: 5_000 };
const notFoundHeading = () =>
  screen.findByRole("heading", { name: "Couldn't find that page" }, LAZY_PAGE_WAIT);

describe("route table", () => {
  it("shows the home page with its search box at /", () => {
    renderAt("/");
    expect(screen.getByRole("searchbox", { name: "Search movies and shows" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /home page/ }).getAttribute("href")).toBe("/");
  });

  it("shows the not-found page for an unknown address", async () => {
    renderAt("/no/such/page");
    expect(await notFoundHeading()).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it.each(["/dev/video"])("has no page yet at %s", async (path) => {
    renderAt(path);
    expect(await notFoundHeading()).toBeTruthy();
  });

  it.each([
    ["/login", "Log in"],
    ["/register", "Do you trust this server?"],
    ["/admin", "Admin tools"],
  ])("opens the lazily loaded screen at %s", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: heading }, LAZY_PAGE_WAIT)).toBeTruthy();
  });

  it("shows the settings page at /settings, its code loaded on demand", async () => {
    renderAt("/settings");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Settings" }, LAZY_PAGE_WAIT),
    ).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Settings sections" })).toBeTruthy();
  });

  it("sends /search/{type}/{query} on to /browse/{query}", async () => {
    const router = renderAt("/search/movie/foo");
    await waitFor(() => expect(router.state.location.pathname).toBe("/browse/foo"));
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "foo");
  });

  it("sends /search/{type} on to /browse", async () => {
    const router = renderAt("/search/movie");
    await waitFor(() => expect(router.state.location.pathname).toBe("/browse"));
  });

  it("opens the first result of /s/{query} in place of the quick-search address", async () => {
    const router = renderAt("/s/bunny", { metadata: searching([bunny]) });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/media/tmdb-movie-10378-big-buck-bunny"),
    );
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("goes home when /s/{query} finds nothing", async () => {
    const router = renderAt("/s/nothing");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the not-found page for a media address that is not a media id", async () => {
    renderAt("/media/not-a-media-id");
    expect(await notFoundHeading()).toBeTruthy();
  });

  it("lazy-loads the media page for a media id", async () => {
    renderAt("/media/tmdb-movie-10378-big-buck-bunny");
    expect(
      await screen.findByRole("heading", { name: "Big Buck Bunny" }, LAZY_PAGE_WAIT),
    ).toBeTruthy();
  });

  it("lazy-loads onboarding's pages, moving between them with the query string", async () => {
    const query = `?redirect=${encodeURIComponent("/discover")}`;
    const router = renderAt(`/onboarding${query}`);
    expect(
      await screen.findByRole(
        "heading",
        { name: "Choose how streams are fetched" },
        LAZY_PAGE_WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Set up a proxy" }));
    expect(screen.getByRole("heading", { name: "Set up your proxy" })).toBeTruthy();
    expect(router.state.location.search).toBe(query);
    fireEvent.click(screen.getByRole("link", { name: "Back to the choices" }));
    fireEvent.click(screen.getByRole("link", { name: "Set up the extension" }));
    expect(screen.getByRole("heading", { name: "Set up the extension" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/onboarding/extension");
  });
});

describe("header", () => {
  it("skips to the content without changing the address", () => {
    const router = renderAt("/");
    fireEvent.click(screen.getByRole("link", { name: "Skip to content" }));
    expect(document.activeElement?.id).toBe("main");
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the offline-catalogue badge and explains it on request", () => {
    renderAt("/", { isOpenCatalogue: true });
    const badge = screen.getByRole("button", { name: /Offline catalogue/ });
    expect(badge.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(badge);
    expect(badge.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/public-domain and Creative Commons titles/).hidden).toBe(false);
  });

  it("has no badge when metadata comes from TMDB", () => {
    renderAt("/");
    expect(screen.queryByRole("button", { name: /Offline catalogue/ })).toBeNull();
  });
});
