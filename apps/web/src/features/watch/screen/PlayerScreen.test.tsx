import type { RunOutput } from "@matinee/contracts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectivityStore } from "../../../shared/lib/connectivity-store";
import { createMemoryRouter, RouterProvider } from "../../../shared/router";
import { TestProviders } from "../../../shared/testing/test-providers";
import { ScrapeEnvironmentProvider } from "../../scraping";
import { fakeScraping } from "../testing/fake-scraping";
import type { WatchMeta } from "../watch-meta";
import { PlayerScreen } from "./PlayerScreen";

const TITLE = "The Extraordinarily Long Adventures of a Rabbit Who Would Not Give Up";

const movie: WatchMeta = {
  kind: "movie",
  tmdbId: "10378",
  title: TITLE,
  year: 2008,
  posterPath: null,
};

const stream: RunOutput = {
  sourceId: "library",
  stream: {
    id: "library-movie-10378",
    type: "file",
    flags: ["cors-allowed"],
    captions: [],
    qualities: { "720": { type: "mp4", url: "http://library.test/bbb/720.mp4" } },
  },
};

/** The screen of the movie, its search answered with `found` ("pending": never answered). */
function renderScreen(found: RunOutput | "pending") {
  vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 404 })));
  const router = createMemoryRouter(
    [{ path: "/media/:media", element: <PlayerScreen meta={movie} mediaId="tmdb-movie-10378" /> }],
    { initialEntries: ["/media/tmdb-movie-10378"] },
  );
  render(
    <TestProviders>
      <ScrapeEnvironmentProvider value={fakeScraping(found).environment}>
        <RouterProvider router={router} />
      </ScrapeEnvironmentProvider>
    </TestProviders>,
  );
}

/** The screen playing a found stream (paused: happy-dom plays nothing), bars drawn. */
async function renderPlaying() {
  renderScreen(stream);
  // The bars wait for the first frame, 1 s at most.
  await screen.findByRole("slider", { name: "Position in the video" }, { timeout: 3000 });
  const root = document.querySelector<HTMLElement>("[data-controls]")!;
  const surface = root.querySelector<HTMLElement>(':scope > div[aria-hidden="true"]')!;
  return { root, surface };
}

/**
 * A finger tap on the video. Taps alternate between the halves of the 390 px wide surface: two
 * quick taps on one half are a double tap, which skips instead.
 */
let side = 0;
const tap = (surface: HTMLElement) =>
  act(() => {
    vi.spyOn(surface, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 390, 844));
    side = 1 - side;
    fireEvent.pointerDown(surface, { pointerType: "touch" });
    fireEvent.click(surface, { clientX: side ? 100 : 300 });
    // The finger leaves the player as it lifts.
    fireEvent.pointerLeave(surface.parentElement!, { pointerType: "touch" });
  });

/** Whether the element can take focus and input: not inside an inert part. */
const live = (element: Element) => element.closest("[inert]") === null;

afterEach(() => {
  connectivityStore.setState({ isOnline: true });
  vi.unstubAllGlobals();
});

describe("the player screen on a touch screen", () => {
  it("shows the controls on a tap and hides them on the next", async () => {
    const { root, surface } = await renderPlaying();
    tap(surface);
    expect(root.dataset.controls).toBe("shown");
    tap(surface);
    expect(root.dataset.controls).toBe("hidden");
  });

  it("makes hidden controls inert: no tap or focus reaches them, the centre ones included", async () => {
    const { surface } = await renderPlaying();
    tap(surface);
    const buttons = () => screen.getAllByRole("button", { name: /Play|Back 10 seconds/ });
    expect(buttons().every(live)).toBe(true);
    tap(surface);
    expect(buttons().length).toBeGreaterThan(2);
    expect(buttons().some(live)).toBe(false);
    expect(live(screen.getByRole("slider", { name: "Position in the video" }))).toBe(false);
  });
});

describe("the player's top bar", () => {
  it("shows the offline notice (the site's banner is not drawn over the player)", async () => {
    await renderPlaying();
    act(() => connectivityStore.setState({ isOnline: false }));
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toMatch(/offline/);
    expect(notice.closest("[data-controls]")).not.toBeNull();
  });

  it("wraps a long title instead of cutting it, and names it whole", async () => {
    await renderPlaying();
    const heading = screen.getByRole("heading", { name: TITLE });
    expect(heading.getAttribute("title")).toBe(TITLE);
    expect(heading.className).not.toMatch(/\btruncate\b/);
  });
});

describe("the loading indicator", () => {
  it("is the scraping screen alone while the search runs", async () => {
    renderScreen("pending");
    await screen.findByRole("list", { name: "Sources being searched" });
    expect(screen.queryByText("Loading video…")).toBeNull();
  });
});
