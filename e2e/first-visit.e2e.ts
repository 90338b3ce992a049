import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

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
      expect.arrayContaining(["watch", "response-schemas", "hls"]),
    );
    // Each chunk is fetched once: the app's own imports find the preloaded modules.
    for (const chunk of [/\/assets\/watch-/, /\/assets\/hls-/]) {
      expect(requested.filter((path) => chunk.test(path))).toHaveLength(1);
    }
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
  });
});
