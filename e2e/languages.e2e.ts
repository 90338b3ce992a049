import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountCall, eventually, seedAccount, signIn } from "./support/account";
import { revealControls, useBrowser, waitForPlayback } from "./support/browser";
import { findLayoutProblems } from "./support/layout-checks";

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

/** Arabic letters, digits, spaces and punctuation only: no English word left in the text. */
const ARABIC_TEXT = /^[\p{Script=Arabic}\p{M}\p{Number}\s.,!?؟،«»…·/-]+$/u;

/** A string of a language's translation (the locale files are the app's data, read as such). */
function localeString(language: string, file: string, key: string): string {
  const path = `../apps/web/src/shared/i18n/locales/${language}/${file}.json`;
  const strings = JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as unknown;
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
  if (typeof value !== "string") throw new Error(`${language}/${file}.json has no ${key}`);
  return value;
}

/** The document's language and direction. */
function documentLanguage(page: Page) {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

/** Picks Arabic in the settings' Interface language section, found by its English name. */
async function chooseArabicInSettings(page: Page) {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Interface language" });
  await section.getByRole("textbox", { name: "Search languages" }).fill("arabic");
  await section.getByRole("radio", { name: /العربية/ }).click();
  await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
}

/** The home page's greeting (its first heading), once it is there. */
async function greeting(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? "";
}

describe("interface languages", () => {
  const session = useBrowser();

  it("opens in the browser's language on a first visit: Arabic, right to left", async () => {
    const page = await session.newPage({ locale: "ar-EG" });
    await page.goto("/");
    expect(await documentLanguage(page)).toEqual(["ar", "rtl"]);
    expect(await greeting(page)).toMatch(ARABIC_TEXT);
    await page.getByRole("searchbox", { name: "ابحث عن أفلام ومسلسلات" }).waitFor();
    // The choice is kept: the browser's language no longer decides.
    const stored = await page.evaluate(() => localStorage.getItem("matinee::language"));
    expect(JSON.parse(stored ?? "null")).toEqual({ state: { language: "ar" }, version: 0 });
  });

  it("switches to Arabic in the settings: right to left at once, home in Arabic, kept on reload", async () => {
    const page = await session.newPage({ locale: "en-US" });
    await chooseArabicInSettings(page);
    expect(await documentLanguage(page)).toEqual(["ar", "rtl"]);
    await page.getByRole("region", { name: "لغة الواجهة" }).waitFor();
    // To the home page inside the app, then a reload: Arabic both times.
    await page.getByRole("link", { name: "Matinee، الانتقال إلى الصفحة الرئيسية" }).click();
    expect(await greeting(page)).toMatch(ARABIC_TEXT);
    await page.reload();
    expect(await greeting(page)).toMatch(ARABIC_TEXT);
    expect(await documentLanguage(page)).toEqual(["ar", "rtl"]);
  });

  it("carries the language to the account's other devices", async () => {
    const first = await signIn(session.baseUrl, "Laptop");
    const page = await session.newPage({ locale: "en-US" });
    await seedAccount(page, first);
    await chooseArabicInSettings(page);
    const settings = () =>
      accountCall<{ applicationLanguage?: string | null }>(
        session.baseUrl,
        "GET",
        `/users/${first.userId}/settings`,
        { token: first.token },
      );
    const synced = await eventually(settings, (value) => value.applicationLanguage === "ar");
    expect(synced.applicationLanguage).toBe("ar");

    // A second device logs in to the same account in an English browser: its restore applies it.
    const second = await signIn(session.baseUrl, "Phone", first.passphrase);
    const other = await session.newPage({ locale: "en-US" });
    await seedAccount(other, second);
    await other.goto("/");
    await expect.poll(() => documentLanguage(other), { timeout: 15_000 }).toEqual(["ar", "rtl"]);
    expect(await greeting(other)).toMatch(ARABIC_TEXT);
  });

  it("stays English for a browser whose languages are not offered", async () => {
    const page = await session.newPage({ locale: "yo-NG" });
    await page.goto("/");
    expect(await documentLanguage(page)).toEqual(["en", "ltr"]);
    await page.getByRole("searchbox", { name: "Search movies and shows" }).waitFor();
  });

  it("scrolls a Discover carousel from the right in Arabic, its arrows pointing the right way", async () => {
    const page = await session.newPage({ locale: "ar" });
    await page.goto("/discover");
    const row = page.getByRole("region", { name: "في دور السينما", exact: true });
    const cards = row.getByRole("listitem");
    await row.getByRole("link").first().waitFor();
    const list = row.getByRole("list");
    const [rowBox, firstCard] = [await list.boundingBox(), await cards.first().boundingBox()];
    if (!rowBox || !firstCard) throw new Error("the carousel is not on screen");
    // The first card sits at the right edge; the row starts scrolled to 0 and moves into the
    // negative (Chromium's right-to-left scroll positions) as it goes forward, i.e. leftward.
    expect(Math.abs(rowBox.x + rowBox.width - (firstCard.x + firstCard.width))).toBeLessThan(24);
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    const forward = row.getByRole("button", { name: /إلى الأمام$/ });
    const back = row.getByRole("button", { name: /إلى الخلف$/ });
    // Forward is the left-hand button and its chevron is turned to point left.
    const [forwardBox, backBox] = [await forward.boundingBox(), await back.boundingBox()];
    expect(forwardBox!.x).toBeLessThan(backBox!.x);
    expect(await forward.locator("svg").evaluate((icon) => getComputedStyle(icon).scale)).toMatch(
      /^-1/,
    );
    await forward.click();
    await expect.poll(scrollLeft).toBeLessThan(-100);
    await back.click();
    await expect.poll(scrollLeft).toBe(0);
  });

  it.each(["ar", "he"])(
    "lays every kind of screen out right to left in %s: nothing past the edge, in line, no clipped text",
    async (language) => {
      const page = await session.newPage({ locale: language });
      const text = (file: string, key: string) => localeString(language, file, key);
      const heading = (name: string) => () => page.getByRole("heading", { name }).waitFor();
      const screens = [
        { path: "/", ready: heading(text("library", "library.rows.readyToPlay")) },
        { path: "/discover", ready: heading(text("discover", "discover.movies.nowPlaying")) },
        { path: "/settings", ready: heading(text("settings", "settings.sections.language")) },
        {
          path: "/title/tmdb-movie-10378-big-buck-bunny",
          ready: () => page.getByTestId("stream-hint").waitFor(),
        },
        { path: "/about", ready: () => page.getByRole("heading", { level: 1 }).waitFor() },
        { path: "/admin", ready: heading(text("admin", "admin.pageTitle")) },
      ];
      const problems: string[] = [];
      for (const screen of screens) {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.goto(screen.path);
        await screen.ready();
        for (const width of [320, 390, 1024, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const found = await findLayoutProblems(page, { hasHeader: true });
          problems.push(...found.map((problem) => `${screen.path} at ${width} px: ${problem}`));
        }
      }
      expect(await documentLanguage(page)).toEqual([language, "rtl"]);
      expect(problems).toEqual([]);
    },
    // Six screens at four widths each.
    150_000,
  );

  it("shows the player's menus in Arabic, with the seek bar and time left to right", async () => {
    const page = await session.newPage({ locale: "ar" });
    await page.goto(BUNNY);
    await waitForPlayback(page, 0.5);
    await revealControls(page);
    await page.getByRole("button", { name: "الإعدادات" }).click();
    const menu = page.getByRole("dialog", { name: "الإعدادات" });
    await menu.getByRole("button", { name: /الجودة/ }).waitFor();
    await menu.getByRole("button", { name: /^التشغيل/ }).click();
    await menu.getByText("السرعة").waitFor();
    const seekBar = page.getByRole("slider", { name: "الموضع في الفيديو" });
    expect(await seekBar.evaluate((bar) => getComputedStyle(bar).direction)).toBe("ltr");
    const time = page.getByTitle("التبديل بين الوقت المنقضي والمتبقي").filter({ visible: true });
    expect(await time.evaluate((button) => getComputedStyle(button).direction)).toBe("ltr");
    expect(await time.textContent()).toMatch(/^\d+:\d\d \/ \d+:\d\d$/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
  });
});
