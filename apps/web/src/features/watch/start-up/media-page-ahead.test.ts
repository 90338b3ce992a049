import { preloadHls } from "@matinee/player";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter } from "../../../shared/router";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
} from "../../../shared/testing/test-providers";
import { startMediaPagesAhead } from "./media-page-ahead";

vi.mock("@matinee/player", () => ({ preloadHls: vi.fn() }));

function setUp() {
  const getMovie = vi.fn(() =>
    Promise.resolve({ id: 10378, title: "Big Buck Bunny", poster_path: null, release_date: "" }),
  );
  const services = createTestServices({ metadata: fakeMetadataClient({ getMovie }) });
  const router = createMemoryRouter([{ path: "*", element: null }], { initialEntries: ["/"] });
  const searchMediaPageAhead = vi.fn((_location: { pathname: string }) => Promise.resolve());
  const preloadMediaPage = vi.fn(() => Promise.resolve({ searchMediaPageAhead }));
  const stop = startMediaPagesAhead(router, {
    queryClient: createTestQueryClient(),
    services,
    preloadMediaPage,
  });
  return { getMovie, router, preloadMediaPage, searchMediaPageAhead, stop };
}

afterEach(() => {
  vi.mocked(preloadHls).mockClear();
  document.body.innerHTML = "";
});

describe("startMediaPagesAhead", () => {
  it("starts a media page's title, code, hls.js and search on the navigation to it", async () => {
    const { getMovie, router, preloadMediaPage, searchMediaPageAhead, stop } = setUp();
    await router.navigate("/browse/bunny");
    expect(getMovie).not.toHaveBeenCalled();
    expect(preloadMediaPage).not.toHaveBeenCalled();

    await router.navigate("/media/tmdb-movie-10378-big-buck-bunny");
    expect(getMovie).toHaveBeenCalledWith("10378", expect.anything());
    expect(preloadMediaPage).toHaveBeenCalledOnce();
    expect(preloadHls).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(searchMediaPageAhead).toHaveBeenCalledOnce());
    expect(searchMediaPageAhead.mock.calls[0]?.[0]).toMatchObject({
      pathname: "/media/tmdb-movie-10378-big-buck-bunny",
    });

    // Between two media pages (the player's episodes), the player searches itself.
    await router.navigate("/media/tmdb-tv-42-lunar-tales/501/5012");
    expect(preloadMediaPage).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0)); // Past the chunk's promise.
    expect(searchMediaPageAhead).toHaveBeenCalledOnce();

    stop();
    await router.navigate("/media/tmdb-movie-45745-sintel");
    expect(getMovie).toHaveBeenCalledOnce();
    expect(preloadMediaPage).toHaveBeenCalledTimes(2);
  });

  it("loads the page's code once a link to a media page is pointed at or focused", () => {
    const { preloadMediaPage, stop } = setUp();
    document.body.innerHTML =
      '<a href="/about">About</a><a href="/media/tmdb-movie-1-a"><img alt="A" /></a>';
    const [about, media] = Array.from(document.querySelectorAll("a"));
    about?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(preloadMediaPage).not.toHaveBeenCalled();
    media?.querySelector("img")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    media?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(preloadMediaPage).toHaveBeenCalledOnce();
    expect(preloadHls).not.toHaveBeenCalled();
    stop();
  });
});
