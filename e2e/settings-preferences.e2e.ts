import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

// In the open catalogue, but in no provider: every source is tried and answers, in run order.
const NOSFERATU = "/media/tmdb-movie-653-nosferatu";

/**
 * Where a stream search runs: on Matinee's scraper server (the default, which takes the order
 * as query fields), or in the page (config.js without its scraper server); and the source each
 * test moves or turns off there (the e2e server runs without the Internet Archive, the page's
 * engine has it). Neither source has Nosferatu.
 */
const MODES = [
  ["on the server", async () => {}, "Direct links"],
  ["in the page", scrapeInThePage, "Internet Archive"],
] as const;

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

  it.each(MODES)(
    "reorders the sources by keyboard, and a search %s tries them in that order",
    async (_, mode, source) => {
      const page = await session.newPage();
      await mode(page);
      await page.goto("/settings#preferences");
      const list = page.getByRole("list", { name: "Sources, in the order they are tried" });
      await list.getByText(source).waitFor();
      const before = await settingsOrder(page);
      expect(before.indexOf("Matinee library")).toBeLessThan(before.indexOf(source));

      // Alt+Up on a row's control moves it, the focus stays with it, and the move is read out.
      const up = page.getByRole("button", { name: `Move ${source} up` });
      await up.focus();
      for (let i = before.indexOf(source); i > 0; i--) await page.keyboard.press("Alt+ArrowUp");
      await page.getByText(`${source} moved to position 1 of ${before.length}.`).waitFor();
      expect((await settingsOrder(page))[0]).toBe(source);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
      expect(focused).toBe(`Move ${source} down`);

      await page.goto(NOSFERATU);
      await page.getByRole("heading", { name: "We couldn't find anything" }).waitFor();
      await page.getByRole("button", { name: "Show details" }).click();
      const details = page.getByRole("dialog", { name: "How each source answered" });
      await details.waitFor();
      const tried = await details
        .getByRole("row")
        .evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
      const at = (name: string) => tried.findIndex((row) => row.includes(name));
      expect(at(source)).toBeGreaterThanOrEqual(0);
      expect(at(source)).toBeLessThan(at("Matinee library"));
    },
  );

  it.each(MODES)(
    "skips a source turned off in the settings, searching %s",
    async (_, mode, source) => {
      const page = await session.newPage();
      await mode(page);
      await page.goto("/settings#preferences");
      await page.getByRole("checkbox", { name: `Use ${source}` }).click();
      await page.getByText(`${source} is off: searches skip it.`).waitFor();

      await page.goto(NOSFERATU);
      await page.getByRole("button", { name: "Show details" }).click();
      const details = page.getByRole("dialog", { name: "How each source answered" });
      await details.getByRole("row").filter({ hasText: "Matinee library" }).waitFor();
      expect(await details.textContent()).not.toContain(source);
    },
  );

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
