import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

/**
 * The chunks the page asked for with `<link rel="modulepreload">` (or, with `rel: "prefetch"`,
 * only downloaded), as asset names.
 */
const preloaded = (page: Page, rel = "modulepreload") =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector), (link) =>
        new URL((link as unknown as { href: string }).href).pathname.replace(
          /^\/assets\/|-[\w-]{8}\.js$/g,
          "",
        ),
      ),
    `link[rel="${rel}"]`,
  );

describe("a first visit fetches the code of the page it starts on beside the entry chunk", () => {
  const session = useBrowser();

  it("preloads the player's chunks on a media page", async () => {
    const page = await session.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/media/tmdb-movie-10378-big-buck-bunny");
    await page.locator("video").waitFor({ state: "attached" });
    expect(await preloaded(page)).toEqual(expect.arrayContaining(["watch", "response-schemas"]));
    // hls.js is only downloaded ahead (compiled when the player imports it), not module-preloaded.
    expect(await preloaded(page)).not.toContain("hls");
    expect(await preloaded(page, "prefetch")).toEqual(["hls"]);
    // The page's chunk is fetched once: the app's own import finds the preloaded module.
    expect(requested.filter((path) => /\/assets\/watch-/.test(path))).toHaveLength(1);
    // hls.js is downloaded once: the player's import reads it from the cache.
    const hlsLoads = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/hls-/.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/hls-/.test(entry.name)).length === 2,
    );
    const [prefetched, imported] = await hlsLoads();
    expect(prefetched).toBeGreaterThan(0);
    expect(imported).toBe(0);
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
    expect(onHome).not.toContain("watch");
    expect(onHome).not.toContain("DiscoverPage");
    expect(await preloaded(home, "prefetch")).toEqual([]);
  });
});
