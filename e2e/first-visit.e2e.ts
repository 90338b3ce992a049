import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, waitForPlayback } from "./support/browser";

/** The chunks the page asked for with `<link rel="modulepreload">`, as asset names. */
const preloaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      new URL((link as unknown as { href: string }).href).pathname.replace(
        /^\/assets\/|-[\w-]{8}\.js$/g,
        "",
      ),
    ),
  );

describe("a first visit fetches the code of the page it starts on beside the entry chunk", () => {
  const session = useBrowser();

  it("preloads the player's chunks, hls.js included, on a media page", async () => {
    const page = await session.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/media/tmdb-movie-10378-big-buck-bunny");
    await page.locator("video").waitFor({ state: "attached" });
    expect(await preloaded(page)).toEqual(
      expect.arrayContaining([
        "start-media-page",
        "hls",
        "media-page-chunk",
        "response-schemas",
        "start-app",
      ]),
    );
    // Each chunk is fetched once: the app's own imports find the preloaded modules.
    for (const chunk of ["start-media-page", "hls", "media-page-chunk", "start-app"]) {
      const asset = new RegExp(`/assets/${chunk}-[\\w-]{8}\\.js$`);
      expect(requested.filter((path) => asset.test(path))).toHaveLength(1);
    }
  });

  it("hands the stream started with the page to the player's screen without a restart", async () => {
    const page = await session.newPage();
    // Keeps the first <video> to appear: the one playing before the app has rendered.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const video = document.querySelector("video");
        if (!video) return;
        observer.disconnect();
        Object.assign(window, { firstVideo: video });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/media/tmdb-movie-10378-big-buck-bunny?t=30");
    expect(await waitForPlayback(page, 31)).toBeLessThan(40);
    const handed = await page.evaluate(() => {
      const video = document.querySelector("video");
      return {
        same: video === (window as unknown as { firstVideo?: unknown }).firstVideo,
        // The screen names its video with the title as it takes it.
        label: video?.getAttribute("aria-label"),
        videos: document.querySelectorAll("video").length,
      };
    });
    expect(handed).toEqual({ same: true, label: "Big Buck Bunny", videos: 1 });
  });

  it("preloads the discover page's chunk on /discover, and nothing extra on home", async () => {
    const page = await session.newPage();
    await page.goto("/discover");
    await page.getByRole("heading", { name: "In Cinemas" }).waitFor();
    expect(await preloaded(page)).toEqual(expect.arrayContaining(["DiscoverPage"]));

    const home = await session.newPage();
    await home.goto("/");
    await home.getByRole("searchbox").waitFor();
    const onHome = await preloaded(home);
    expect(onHome).toContain("start-app");
    expect(onHome).not.toContain("media-page-chunk");
    expect(onHome).not.toContain("DiscoverPage");
  });
});
