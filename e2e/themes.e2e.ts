import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { configure } from "./support/runtime-config";

/** Each theme's page colour (`--theme-canvas` in apps/web/src/app/themes.css), as computed. */
const CANVAS = {
  default: "rgb(11, 13, 18)",
  teal: "rgb(7, 19, 18)",
  red: "rgb(20, 10, 12)",
  blck: "rgb(0, 0, 0)",
} as const;

/** The page's background colour and the theme on <html>. */
const pageLook = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));

/** Keeps the app's code from loading: what shows then is index.html's doing alone. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

describe("themes", () => {
  const session = useBrowser();

  it("shows the operator's default theme to a viewer who has chosen none, from the first paint of the next visit", async () => {
    const page = await session.newPage();
    await configure(page, { VITE_DEFAULT_THEME: "teal" });
    await page.goto("/");
    await page.getByRole("searchbox").waitFor();
    expect(await pageLook(page)).toEqual({ theme: "teal", background: CANVAS.teal });

    // Next visit: index.html's inline script (admitted by the CSP's hash: a refusal fails the
    // test) puts it on the page before any of the app's code has run.
    await withoutTheApp(page);
    await page.reload({ waitUntil: "load" });
    expect(await pageLook(page)).toEqual({ theme: "teal", background: CANVAS.teal });
  });

  it("shows the default palette to a first visitor, and a stored choice over the configured default", async () => {
    const page = await session.newPage();
    await configure(page, { VITE_DEFAULT_THEME: "teal" });
    await withoutTheApp(page);
    await page.goto("/", { waitUntil: "load" });
    // Nothing stored yet and no build-time default: the default palette until the app starts.
    expect(await pageLook(page)).toEqual({ theme: "default", background: CANVAS.default });

    await page.evaluate(() =>
      localStorage.setItem(
        "matinee::theme",
        JSON.stringify({ state: { chosen: "red", instanceDefault: "teal" }, version: 1 }),
      ),
    );
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await page.getByRole("searchbox").waitFor();
    expect(await pageLook(page)).toEqual({ theme: "red", background: CANVAS.red });
  });
});
