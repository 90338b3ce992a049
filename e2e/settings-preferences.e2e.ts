import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

// In the open catalogue, but in no provider: every source is tried and answers, in run order.
const NOSFERATU = "/media/tmdb-movie-653-nosferatu";

/** Scraping in the page (config.js without its scraper server), where the order applies. */
async function scrapeInThePage(page: Page) {
  await page.route("**/config.js", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"\|type=api\|[^"]*"/, '""');
    await route.fulfill({ response, body });
  });
}

/** The source names in the settings list, top to bottom. */
const settingsOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Sources, in the order they are tried" })
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("label")?.textContent ?? ""));

describe("settings: preferences", () => {
  const session = useBrowser();

  it("reorders the sources by keyboard, and a stream search tries them in that order", async () => {
    const page = await session.newPage();
    await scrapeInThePage(page);
    await page.goto("/settings#preferences");
    const list = page.getByRole("list", { name: "Sources, in the order they are tried" });
    await list.getByText("Internet Archive").waitFor();
    const before = await settingsOrder(page);
    expect(before.indexOf("Matinee library")).toBeLessThan(before.indexOf("Internet Archive"));

    // Alt+Up on a row's control moves it, the focus stays with it, and the move is read out.
    const up = page.getByRole("button", { name: "Move Internet Archive up" });
    await up.focus();
    for (let i = before.indexOf("Internet Archive"); i > 0; i--)
      await page.keyboard.press("Alt+ArrowUp");
    await page.getByText(`Internet Archive moved to position 1 of ${before.length}.`).waitFor();
    expect((await settingsOrder(page))[0]).toBe("Internet Archive");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    expect(focused).toBe("Move Internet Archive down");

    await page.goto(NOSFERATU);
    await page.getByRole("heading", { name: "We couldn't find anything" }).waitFor();
    await page.getByRole("button", { name: "Show details" }).click();
    const details = page.getByRole("dialog", { name: "How each source answered" });
    await details.waitFor();
    const tried = await details
      .getByRole("row")
      .evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
    const at = (name: string) => tried.findIndex((row) => row.includes(name));
    expect(at("Internet Archive")).toBeGreaterThanOrEqual(0);
    expect(at("Internet Archive")).toBeLessThan(at("Matinee library"));
  });

  it("skips a source turned off in the settings", async () => {
    const page = await session.newPage();
    await scrapeInThePage(page);
    await page.goto("/settings#preferences");
    await page.getByRole("checkbox", { name: "Use Internet Archive" }).click();
    await page.getByText("Internet Archive is off: searches skip it.").waitFor();

    await page.goto(NOSFERATU);
    await page.getByRole("button", { name: "Show details" }).click();
    const details = page.getByRole("dialog", { name: "How each source answered" });
    await details.getByRole("row").filter({ hasText: "Matinee library" }).waitFor();
    expect(await details.textContent()).not.toMatch(/Internet Archive/);
  });

  it("keeps the autoplay switch across a reload", async () => {
    const page = await session.newPage();
    await page.goto("/settings#preferences");
    const autoplay = page.getByRole("switch", { name: /Autoplay next episode/ });
    expect(await autoplay.getAttribute("aria-checked")).toBe("true");
    await autoplay.click();
    expect(await autoplay.getAttribute("aria-checked")).toBe("false");
    await page.reload();
    expect(await autoplay.getAttribute("aria-checked")).toBe("false");
    expect(
      await page.getByRole("switch", { name: /Thumbnails/ }).getAttribute("aria-checked"),
    ).toBe("false");
  });
});
