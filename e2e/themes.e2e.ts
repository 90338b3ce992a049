import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountCall, eventually, seedAccount, signIn } from "./support/account";
import { useBrowser } from "./support/browser";
import { configure } from "./support/runtime-config";

/** Each theme's page colour (`--theme-canvas` in apps/web/src/app/themes.css), as computed. */
const CANVAS = {
  default: "rgb(11, 13, 18)",
  blue: "rgb(10, 16, 32)",
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

  it("applies the theme picked in settings at once, by pointer or arrow keys, and keeps it across a reload", async () => {
    const page = await session.newPage();
    await page.goto("/settings#appearance");
    const group = page.getByRole("radiogroup", { name: "Theme" });
    const teal = group.getByRole("radio", { name: /^Teal/ });
    expect(await pageLook(page)).toEqual({ theme: "default", background: CANVAS.default });

    // A click on the card (its label): the page changes colour with no save step.
    await group.locator("label").filter({ hasText: "Teal" }).click();
    expect(await teal.isChecked()).toBe(true);
    expect(await pageLook(page)).toEqual({ theme: "teal", background: CANVAS.teal });

    // The keyboard: the arrow keys move through the group, picking as they go, and the card
    // in focus shows the focus ring.
    await teal.focus();
    await page.keyboard.press("ArrowRight");
    const black = group.getByRole("radio", { name: /^Black/ });
    expect(await black.isChecked()).toBe(true);
    expect(await pageLook(page)).toEqual({ theme: "blck", background: CANVAS.blck });
    const ring = await group
      .locator("label")
      .filter({ hasText: "Black" })
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe("solid");

    await page.reload();
    await group.waitFor();
    expect(await pageLook(page)).toEqual({ theme: "blck", background: CANVAS.blck });
    expect(await black.isChecked()).toBe(true);
  });

  it("syncs the theme: picked in one browser, the account's other browser takes it", async () => {
    const first = await signIn(session.baseUrl, "Browser A");
    const page = await session.newPage();
    await seedAccount(page, first);
    await page.goto("/settings#appearance");
    const themes = page.getByRole("radiogroup", { name: "Theme" });
    await themes.locator("label").filter({ hasText: "Blue" }).click();
    expect(await pageLook(page)).toEqual({ theme: "blue", background: CANVAS.blue });
    const serverTheme = () =>
      accountCall<{ applicationTheme: string | null }>(
        session.baseUrl,
        "GET",
        `/users/${first.userId}/settings`,
        { token: first.token },
      ).then((settings) => settings.applicationTheme);
    expect(await eventually(serverTheme, (theme) => theme === "blue")).toBe("blue");

    const second = await signIn(session.baseUrl, "Browser B", first.passphrase);
    const other = await session.newPage();
    await seedAccount(other, second);
    await other.goto("/");
    await other.getByRole("searchbox").waitFor();
    await other.waitForFunction(() => document.documentElement.dataset.theme === "blue");
    expect(await pageLook(other)).toEqual({ theme: "blue", background: CANVAS.blue });
  });
});
