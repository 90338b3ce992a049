import type { TmdbSeasonDetails, TmdbShowDetails } from "@matinee/contracts";
import { parseMediaId } from "@matinee/domain";
import type { PlayerState } from "@matinee/player";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createTestQueryClient,
  createTestServices,
  fakeMetadataClient,
} from "../../../shared/testing/test-providers";
import { searchAhead } from "../../scraping";
import type * as Scraping from "../../scraping";
import { startPlayerAhead } from "./screen-player";
import { FIRST_FRAME_WAIT_MS } from "./chrome-ready";
import { SEARCH_HEAD_START_MS, startMediaPage } from "./start-media-page";
import { createFakePlayer } from "../testing/fake-player";
import { watchMetaQuery } from "../use-watch-meta";

vi.mock("./screen-player", () => ({ startPlayerAhead: vi.fn() }));

vi.mock("../../scraping", async (original) => ({
  ...(await original<typeof Scraping>()),
  // Found nothing, unless a test says otherwise.
  searchAhead: vi.fn(() => Promise.resolve(null)),
}));

const show: TmdbShowDetails = {
  id: 42,
  name: "Lunar Tales",
  poster_path: null,
  first_air_date: "1959-10-02",
  seasons: [{ id: 501, season_number: 1, name: "Season 1" }],
};

const seasonOne: TmdbSeasonDetails = {
  id: 501,
  season_number: 1,
  name: "Season 1",
  episodes: [{ id: 5012, episode_number: 2, season_number: 1, name: "Low Tide", air_date: null }],
};

function setUp(release_date = "2008-05-30") {
  const getMovie = vi.fn(() =>
    Promise.resolve({ id: 10378, title: "Big Buck Bunny", poster_path: null, release_date }),
  );
  const metadata = fakeMetadataClient({
    getMovie,
    getShow: () => Promise.resolve(show),
    getSeason: () => Promise.resolve(seasonOne),
  });
  const services = createTestServices({ metadata });
  const queryClient = createTestQueryClient();
  return { getMovie, services, queryClient };
}

afterEach(() => {
  vi.mocked(searchAhead).mockReset();
  vi.mocked(startPlayerAhead).mockReset();
  vi.useRealTimers();
});

const found = {
  sourceId: "library",
  stream: {
    id: "s",
    type: "hls" as const,
    playlist: "https://cdn.test/s.m3u8",
    flags: [],
    captions: [],
  },
};

/** The engine `startPlayerAhead` makes: its stream loading, nothing shown yet (or `state`). */
function startedPlayer(state: Partial<PlayerState> = {}) {
  const fake = createFakePlayer(vi.fn, { paused: false, waiting: true, ...state });
  vi.mocked(startPlayerAhead).mockReturnValue({
    player: fake.player,
    video: document.createElement("video"),
  });
  return fake;
}

/** The router's location for an address. */
const at = (pathname: string, search = "") => ({ pathname, search });

/** Opens Big Buck Bunny's page (`search`: its query string); `settled` says if it has resolved. */
function openBunny(search = "") {
  const { services, queryClient } = setUp();
  let settled = false;
  const started = startMediaPage(at("/media/tmdb-movie-10378-big-buck-bunny", search), {
    queryClient,
    services,
  }).then(() => {
    settled = true;
  });
  return { started, settled: () => settled };
}

describe("startMediaPage", () => {
  it("fetches the title into the page's query, then starts the search for it", async () => {
    const { getMovie, services, queryClient } = setUp();
    const started = startMediaPage(at("/media/tmdb-movie-10378-big-buck-bunny"), {
      queryClient,
      services,
    });
    // The request goes out at once, before anything renders.
    expect(getMovie).toHaveBeenCalledWith("10378", expect.anything());
    await started;
    const ref = parseMediaId("tmdb-movie-10378-big-buck-bunny")!;
    const query = watchMetaQuery(queryClient, services, ref, null);
    expect(queryClient.getQueryData(query.queryKey)).toMatchObject({ title: "Big Buck Bunny" });
    expect(searchAhead).toHaveBeenCalledWith("http://library.test", {
      type: "movie",
      title: "Big Buck Bunny",
      releaseYear: 2008,
      tmdbId: "10378",
    });
  });

  it("starts loading a stream found within the head start, at the address's ?t=", async () => {
    vi.mocked(searchAhead).mockResolvedValue(found);
    const { spies } = startedPlayer({ hasPlayedOnce: true });
    await openBunny("?t=75").started;
    expect(startPlayerAhead).toHaveBeenCalledWith("10378", "en", found, 75);
    expect(spies.load).not.toHaveBeenCalled(); // startPlayerAhead loads it (mocked here).
  });

  it("lets the app start once that stream shows its first frame, not before", async () => {
    vi.mocked(searchAhead).mockResolvedValue(found);
    const fake = startedPlayer();
    const { settled } = openBunny();
    await vi.waitFor(() => expect(startPlayerAhead).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(settled()).toBe(false);
    fake.set({ hasPlayedOnce: true });
    await vi.waitFor(() => expect(settled()).toBe(true));
  });

  it("lets the app start at once when the browser refuses to autoplay the stream", async () => {
    vi.mocked(searchAhead).mockResolvedValue(found);
    const fake = startedPlayer();
    const { started } = openBunny();
    await vi.waitFor(() => expect(startPlayerAhead).toHaveBeenCalledOnce());
    fake.set({ paused: true, waiting: false, duration: 596 });
    await started;
  });

  it("waits for the first frame no longer than its limit", async () => {
    vi.useFakeTimers();
    vi.mocked(searchAhead).mockResolvedValue(found);
    startedPlayer();
    const { settled } = openBunny();
    await vi.advanceTimersByTimeAsync(0);
    expect(startPlayerAhead).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS - 1);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it("gives a slow search a short head start only, then lets the page render", async () => {
    vi.useFakeTimers();
    vi.mocked(searchAhead).mockReturnValue(new Promise(() => undefined));
    const { settled } = openBunny();
    await vi.advanceTimersByTimeAsync(SEARCH_HEAD_START_MS - 1);
    expect(searchAhead).toHaveBeenCalledOnce();
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
    expect(startPlayerAhead).not.toHaveBeenCalled(); // The page's screen loads it when found.
  });

  it("searches for the episode the address names, by its numbers", async () => {
    const { services, queryClient } = setUp();
    await startMediaPage(at("/media/tmdb-tv-42-lunar-tales/501/5012"), { queryClient, services });
    expect(searchAhead).toHaveBeenCalledWith(
      "http://library.test",
      expect.objectContaining({
        type: "show",
        season: { number: 1, tmdbId: "501" },
        episode: { number: 2, tmdbId: "5012" },
      }),
    );
  });

  it("starts nothing for an address that names no media page, or a title without a year", async () => {
    const { getMovie, services, queryClient } = setUp("");
    await startMediaPage(at("/media/not-an-id"), { queryClient, services });
    await startMediaPage(at("/media/tmdb-movie-10378-big-buck-bunny/1/2"), {
      queryClient,
      services,
    });
    expect(getMovie).not.toHaveBeenCalled();
    await startMediaPage(at("/media/tmdb-movie-10378-big-buck-bunny"), { queryClient, services });
    expect(getMovie).toHaveBeenCalledOnce();
    expect(searchAhead).not.toHaveBeenCalled();
  });

  it("leaves a failed title lookup to the page", async () => {
    const { services, queryClient } = setUp();
    vi.mocked(services.metadata!.getMovie).mockRejectedValueOnce(new Error("offline"));
    await expect(
      startMediaPage(at("/media/tmdb-movie-10378-big-buck-bunny"), { queryClient, services }),
    ).resolves.toBeUndefined();
    expect(searchAhead).not.toHaveBeenCalled();
  });
});
