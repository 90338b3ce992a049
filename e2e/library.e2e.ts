import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

/** Puts values in localStorage before the app's own scripts run. */
async function seedStorage(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, values);
}

const row = (page: Page, name: string) => page.getByRole("region", { name });

describe("the viewer's library on home", () => {
  const session = useBrowser();

  it("bookmarks a title from search results, finds it on home, and removes it in edit mode", async () => {
    const page = await session.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Discover something to watch" }).waitFor();

    await page.getByRole("searchbox").fill("big buck bunny");
    const toggle = page.getByRole("button", { name: "Bookmark Big Buck Bunny" });
    await toggle.waitFor({ timeout: 15_000 });
    await toggle.click();
    await page
      .getByRole("button", { name: "Remove the bookmark of Big Buck Bunny", pressed: true })
      .waitFor();

    await page.getByRole("button", { name: "Clear search" }).click();
    const bookmarks = row(page, "Bookmarks");
    await bookmarks.getByRole("link", { name: /^Big Buck Bunny/ }).waitFor();

    // Still there after a reload: the bookmark is stored, not just in memory.
    await page.reload();
    await bookmarks.getByRole("link", { name: /^Big Buck Bunny/ }).waitFor();

    await bookmarks.getByRole("button", { name: "Edit" }).click();
    await bookmarks.getByRole("button", { name: "Remove Big Buck Bunny" }).click();
    await page.getByRole("link", { name: "Discover something to watch" }).waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Discover something to watch" }).waitFor();
    expect(await row(page, "Bookmarks").count()).toBe(0);
  });

  it("shows the predecessor's bookmarks and progress, seeded before load", async () => {
    const page = await session.newPage();
    await seedStorage(page, {
      "__MW::bookmarks": {
        state: {
          bookmarks: {
            "10378": {
              type: "movie",
              title: "Big Buck Bunny",
              year: 2008,
              updatedAt: 1700000000000,
            },
          },
          updateQueue: [],
        },
        version: 0,
      },
      "video-progress": {
        "--version": 3,
        items: [
          {
            item: { meta: { id: "45745", title: "Sintel", year: "2010", type: "movie" } },
            progress: 300,
            percentage: 36,
            watchedAt: 1700000001000,
          },
        ],
      },
    });
    await page.goto("/");
    await row(page, "Bookmarks")
      .getByRole("link", { name: /^Big Buck Bunny/ })
      .waitFor();
    const sintel = row(page, "Continue watching").getByRole("link", { name: /^Sintel/ });
    await sintel.waitFor();
    expect(await sintel.getAttribute("aria-label")).toContain("36% watched");
    expect(await sintel.getAttribute("href")).toBe("/media/tmdb-movie-45745-sintel");
  });

  it("shows a show in progress, stored in Matinee's own format, at its episode", async () => {
    const page = await session.newPage();
    await seedStorage(page, {
      "matinee::progress": {
        state: {
          items: {
            "900000001": {
              type: "show",
              title: "Caminandes",
              year: 2013,
              updatedAt: 1700000002000,
              seasons: { "9001": { id: "9001", number: 1, title: "Season 1" } },
              episodes: {
                "9102": {
                  id: "9102",
                  number: 2,
                  title: "Gran Dillama",
                  seasonId: "9001",
                  updatedAt: 1700000002000,
                  progress: { watched: 60, duration: 600 },
                },
              },
            },
          },
        },
        version: 1,
      },
    });
    await page.goto("/");
    const watching = row(page, "Continue watching");
    const card = watching.getByRole("link", { name: /^Caminandes/ });
    await card.waitFor();
    expect(await card.getAttribute("href")).toBe("/media/tmdb-tv-900000001-caminandes/9001/9102");
    await watching.getByText("S1 E2").waitFor();
  });
});
