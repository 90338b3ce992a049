import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
} from "../../../shared/testing/test-providers";
import { MEDIA_PRELOAD_LIMIT_MS, startFirstPage } from "./first-page";
import { startMediaPage } from "./start-media-page";

vi.mock("./start-media-page", () => ({ startMediaPage: vi.fn(() => Promise.resolve()) }));

function setUp() {
  const getMovie = vi.fn(() =>
    Promise.resolve({ id: 10378, title: "Big Buck Bunny", poster_path: null, release_date: "" }),
  );
  const services = createTestServices({ metadata: fakeMetadataClient({ getMovie }) });
  return { getMovie, deps: { queryClient: createTestQueryClient(), services, language: "fr" } };
}

const bunny = { pathname: "/media/tmdb-movie-10378-big-buck-bunny", search: "?t=30" };

afterEach(() => {
  vi.mocked(startMediaPage).mockReset();
  vi.useRealTimers();
});

describe("startFirstPage", () => {
  it("asks for the title at once and starts the page's stream before the app", async () => {
    const { getMovie, deps } = setUp();
    const started = startFirstPage(bunny, deps);
    expect(getMovie).toHaveBeenCalledWith("10378", expect.anything());
    await started;
    expect(startMediaPage).toHaveBeenCalledWith(bunny, deps);
  });

  it("lets the app start after the limit when the page's start takes longer", async () => {
    vi.useFakeTimers();
    vi.mocked(startMediaPage).mockReturnValue(new Promise(() => undefined));
    const { deps } = setUp();
    let done = false;
    void startFirstPage(bunny, deps).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(MEDIA_PRELOAD_LIMIT_MS - 1);
    expect(startMediaPage).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("does nothing on other pages, legacy media addresses included", async () => {
    const { getMovie, deps } = setUp();
    for (const pathname of ["/", "/discover", "/media/tmdb-show-1399-got", "/media/JW-movie-1"]) {
      await startFirstPage({ pathname, search: "" }, deps);
    }
    expect(getMovie).not.toHaveBeenCalled();
    expect(startMediaPage).not.toHaveBeenCalled();
  });
});
