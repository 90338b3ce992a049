import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { revealControls, useBrowser, videoTime, waitForPlayback } from "./support/browser";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";
// In the open catalogue, but in no provider: no demo media, no direct entry, no Archive here.
const NOSFERATU = "/media/tmdb-movie-653-nosferatu";

/**
 * Records what the scraping screen showed: its source list's text whenever it changes, and
 * whether the screen itself was on. The search can end within a frame, too quickly to poll for,
 * so the page keeps what it showed.
 */
async function recordScrapingScreen(page: Page) {
  await page.addInitScript(() => {
    const seen = { screen: false, lists: [] as string[] };
    Object.assign(window, { __scraping: seen });
    new MutationObserver(() => {
      if (document.querySelector('[aria-labelledby="scraping-title"]')) seen.screen = true;
      const list = document.querySelector('[aria-label="Sources being searched"]');
      if (list?.textContent) seen.lists.push(list.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __scraping: { screen: boolean; lists: string[] } }).__scraping,
    );
}

describe("finding a stream by scraping", () => {
  const session = useBrowser();

  it("scrapes through the server named by config.js, then plays", async () => {
    const page = await session.newPage();
    const seen = await recordScrapingScreen(page);
    const scrape = page.waitForRequest((request) => new URL(request.url()).pathname === "/scrape");
    // A search this quick would open the page straight on the player: slowed down, it takes
    // long enough for the scraping screen to show.
    await page.route("**/scrape?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(BUNNY);
    // config.js names this server's scraper API, so the search runs there, not in the page.
    expect(new URL((await scrape).url()).searchParams.get("tmdbId")).toBe("10378");
    expect(await waitForPlayback(page, 2)).toBeGreaterThan(2);
    expect((await seen()).screen).toBe(true);
  });

  it("shows the library source on the scraping screen while it searches, then plays", async () => {
    const page = await session.newPage();
    const seen = await recordScrapingScreen(page);
    // Scraping in the page (config.js without its scraper entry), the library slowed down: the
    // server answers a whole search in one chunk, which never leaves the list on screen.
    await page.route("**/config.js", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"\|type=api\|[^"]*"/, '""');
      await route.fulfill({ response, body });
    });
    await page.route("**/library/streams/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(BUNNY);
    const list = page.getByRole("list", { name: "Sources being searched" });
    await list.getByText("Matinee library").waitFor();
    expect(await waitForPlayback(page, 2)).toBeGreaterThan(2);
    expect((await seen()).lists.join("\n")).toMatch(/Matinee library/);
  });

  it("shows the not-found screen for a title no provider has, with each source's answer", async () => {
    const page = await session.newPage();
    await page.goto(NOSFERATU);
    await page.getByRole("heading", { name: "We couldn't find anything" }).waitFor();
    await page.getByRole("button", { name: "Show details" }).click();
    const details = page.getByRole("dialog", { name: "How each source answered" });
    await details.waitFor();
    const rows = details.getByRole("row");
    expect(await details.textContent()).toMatch(/Searched by the scraper server/);
    expect(await rows.filter({ hasText: "Matinee library" }).textContent()).toMatch(/Nothing here/);
    expect(await rows.filter({ hasText: "Direct links" }).textContent()).toMatch(/Nothing here/);
    expect(await page.evaluate(() => document.querySelector("video")?.currentSrc ?? "")).toBe("");
  });

  it("switches to another source from the settings and plays it at the current time", async () => {
    const page = await session.newPage();
    await page.goto(`${BUNNY}?t=40`);
    await waitForPlayback(page, 41);
    await revealControls(page);
    await page.getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Settings" });
    await settings.getByRole("button", { name: /Source\s*Matinee library/ }).click();
    expect(new URL(page.url()).searchParams.get("r")).toBe("/settings/source");
    const before = await videoTime(page);
    await settings.getByRole("button", { name: "Direct links" }).click();

    // The direct table maps the title to the Sintel MP4 (e2e/support/direct-source.ts). Started
    // from 0 it would need 40 s of playback to get past `before`: it resumed where the viewer was.
    await page.waitForFunction(
      (from) => {
        const video = document.querySelector("video");
        return (
          video !== null && video.currentSrc.endsWith("sintel-720p.mp4") && video.currentTime > from
        );
      },
      before,
      { timeout: 20_000, polling: 100 },
    );
    expect(await videoTime(page)).toBeLessThan(before + 20);
    // Choosing a stream closes the overlay, and the settings name what plays now.
    await page.waitForURL((url) => !url.searchParams.has("r"));
    await revealControls(page);
    await page.getByRole("button", { name: "Settings" }).click();
    await settings.getByRole("button", { name: /Source\s*Direct links/ }).waitFor();
  });
});
