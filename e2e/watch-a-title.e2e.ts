import { describe, expect, it } from "vitest";
import { revealControls, useBrowser, waitForPlayback } from "./support/browser";

describe("a viewer finds a title and watches it", () => {
  const session = useBrowser();

  it("searches for Big Buck Bunny from home, opens it and the HLS demo plays past 3 s", async () => {
    const page = await session.newPage();
    await page.goto("/");
    await expect.poll(() => page.getByText("Offline catalogue").first().isVisible()).toBe(true);

    await page.getByRole("searchbox").fill("big buck bunny");
    const result = page.getByRole("link", { name: /Big Buck Bunny/ }).first();
    await result.waitFor({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/browse\/big(%20| )buck(%20| )bunny$/);
    await result.click();

    await page.waitForURL(/\/media\/tmdb-movie-10378-big-buck-bunny/);
    const time = await waitForPlayback(page, 3);
    expect(time).toBeGreaterThan(3);
    const usesMediaSource = await page.evaluate(() =>
      (document.querySelector("video")?.currentSrc ?? "").startsWith("blob:"),
    );
    expect(usesMediaSource).toBe(true);

    // The player's back link returns to the search the viewer came from.
    await revealControls(page);
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(/\/browse\/big(%20| )buck(%20| )bunny$/);
  });

  it("plays the MP4 demo (Sintel) opened straight from its URL", async () => {
    const page = await session.newPage();
    await page.goto("/media/tmdb-movie-45745-sintel");
    expect(await waitForPlayback(page, 1)).toBeGreaterThan(1);
    const source = await page.evaluate(() => document.querySelector("video")?.currentSrc ?? "");
    expect(source).toMatch(/\.mp4$/);
  });

  it("opens a series on its first episode and plays it", async () => {
    const page = await session.newPage();
    await page.goto("/media/tmdb-tv-900000001-caminandes");
    await page.waitForURL(/\/media\/tmdb-tv-900000001-caminandes\/\d+\/\d+$/);
    expect(await waitForPlayback(page, 1)).toBeGreaterThan(1);
    await expect
      .poll(() =>
        page
          .getByText(/Llama Drama/)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });
});
