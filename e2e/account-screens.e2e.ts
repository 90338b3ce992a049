import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  accountCall,
  eventually,
  seedAccount,
  serverBookmarks,
  signIn,
  type TestAccount,
} from "./support/account";
import { useBrowser, waitForPlayback } from "./support/browser";
import { findFocusProblems, findLayoutProblems } from "./support/layout-checks";

// Issue 15's journey through the account screens themselves: register in one browser (all four
// steps), bookmark a title; log in with the same passphrase in a second browser context (no
// storage shared) and find the bookmark and the progress there.

const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";
const THE_KID = "900000113";

const row = (page: Page, name: string) => page.getByRole("region", { name });

/** The account the page keeps (as a login left it), for asking the server directly. */
async function storedAccount(page: Page): Promise<TestAccount> {
  const raw = await page.evaluate(() => localStorage.getItem("matinee::account"));
  const stored = JSON.parse(raw ?? "{}") as { state?: { account?: TestAccount } };
  if (!stored.state?.account) throw new Error("no account in the page's storage");
  return { ...stored.state.account, passphrase: "" };
}

async function openMenuEntry(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name }).click();
}

/** Watches Big Buck Bunny from 25 s until the player has saved progress past it. */
async function watchABit(page: Page) {
  await page.goto(`${BUNNY}?t=25`);
  await waitForPlayback(page, 27);
  await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem("matinee::progress") ?? "{}");
    return (stored.state?.items?.["10378"]?.progress?.watched ?? 0) >= 26;
  });
}

describe("the account screens", () => {
  const session = useBrowser();

  it(
    "registers through the four steps, and a second browser logs in and finds the library",
    { timeout: 120_000 },
    async () => {
      // First browser: some progress before there is an account, uploaded when it is made.
      const first = await session.newPage();
      await first.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await watchABit(first);
      await first.goto("/");
      await openMenuEntry(first, "Sync to the cloud");

      // 1. Trust the server.
      await first.getByRole("heading", { name: "Do you trust this server?" }).waitFor();
      await first.getByText("Step 1 of 4").waitFor();
      await first.getByRole("button", { name: "Trust" }).click();

      // 2. The passphrase: 12 numbered words, copied whole.
      const list = first.getByRole("list", { name: "Your 12 words, in order" });
      await list.waitFor();
      const words = (await list.getByRole("listitem").allTextContents()).map((item) =>
        item.replace(/^\d+/, ""),
      );
      expect(words).toHaveLength(12);
      const passphrase = words.join(" ");
      await first.getByRole("button", { name: "Copy" }).click();
      await first.getByRole("button", { name: "Copied" }).waitFor();
      expect(await first.evaluate(() => navigator.clipboard.readText())).toBe(passphrase);
      await first.getByRole("button", { name: "I have saved them" }).click();

      // 3. Device name and profile.
      await first.getByRole("heading", { name: "Name this device" }).waitFor();
      await first.getByRole("button", { name: "Next" }).click();
      await first.getByText("Please enter a device name").waitFor();
      await first.getByLabel("Device name").fill("Living room");
      await first.getByRole("group", { name: "Second colour" }).getByLabel("Green").check();
      await first.getByRole("group", { name: "Icon" }).getByLabel("Couch").check();
      await first.getByRole("button", { name: "Next" }).click();

      // 4. Verify: a wrong passphrase first, then the right one.
      await first.getByRole("heading", { name: "Confirm your passphrase" }).waitFor();
      await first.getByLabel("Passphrase").fill(words.slice().reverse().join(" "));
      await first.getByRole("button", { name: "Create account" }).click();
      await first.getByText("Passphrase doesn't match").waitFor();
      await first.getByLabel("Passphrase").fill(passphrase);
      await first.getByRole("button", { name: "Create account" }).click();
      await first.getByRole("searchbox").waitFor({ timeout: 30_000 });
      expect(new URL(first.url()).pathname).toBe("/");

      const account = await storedAccount(first);
      const me = await accountCall<{ user: { profile: unknown } }>(
        session.baseUrl,
        "GET",
        "/users/@me",
        { token: account.token },
      );
      expect(me.user.profile).toEqual({ colorA: "#0A54FF", colorB: "#2ECFA8", icon: "couch" });
      await first.getByRole("button", { name: "Menu" }).click();
      await first.getByRole("menuitem", { name: "Living room, account settings" }).waitFor();
      await first.keyboard.press("Escape");

      // A bookmark, sent by the outbox.
      await first.getByRole("searchbox").fill("kid");
      await first.getByRole("button", { name: "Bookmark The Kid", exact: true }).click();
      await first
        .getByRole("button", { name: "Remove the bookmark of The Kid", exact: true })
        .waitFor();
      const bookmarks = await eventually(
        () => serverBookmarks(session.baseUrl, account),
        (ids) => ids.includes(THE_KID),
      );
      expect(bookmarks).toEqual([THE_KID]);

      // Second browser: log in with the same passphrase from the menu.
      const second = await session.newPage();
      await second.goto("/");
      await openMenuEntry(second, "Log in");
      await second.getByRole("heading", { name: "Log in" }).waitFor();
      await second.getByLabel("Passphrase").fill(passphrase);
      await second.getByLabel("Device name").fill("Phone");
      await second.getByRole("button", { name: "Log in" }).click();
      await second.getByRole("searchbox").waitFor({ timeout: 30_000 });
      await row(second, "Bookmarks")
        .getByRole("link", { name: /^The Kid/ })
        .waitFor();
      await row(second, "Continue watching")
        .getByRole("link", { name: /^Big Buck Bunny/ })
        .waitFor();
      await second.getByRole("button", { name: "Menu" }).click();
      await second.getByRole("menuitem", { name: "Phone, account settings" }).waitFor();
    },
  );

  it("fits every register step from 320 px, with a visible focus on each control", async () => {
    const page = await session.newPage();
    const problems: string[] = [];
    const check = async (step: string) => {
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Two frames: the resize is laid out and painted.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const found = [
          ...(await findLayoutProblems(page, { hasHeader: true })),
          ...(await findFocusProblems(page)),
        ];
        problems.push(...found.map((problem) => `${step} at ${width} px: ${problem}`));
      }
    };
    await page.goto("/register");
    await page.getByRole("button", { name: "Trust" }).click();
    await page.getByRole("list", { name: "Your 12 words, in order" }).waitFor();
    await check("passphrase");
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByLabel("Device name").fill("A device name long enough to wrap on a phone");
    await check("profile");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Passphrase").fill("not the passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Passphrase doesn't match").waitFor();
    await check("verify");
    expect(problems).toEqual([]);
  });

  it("refuses a passphrase no account has, with SPEC §5's message on the field", async () => {
    const page = await session.newPage();
    await page.goto("/login");
    await page
      .getByLabel("Passphrase")
      .fill("legal winner thank year wave sausage worth useful legal winner thank yellow");
    await page.getByLabel("Device name").fill("Laptop");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Incorrect or incomplete passphrase").waitFor();
    const focused = await page.evaluate(() => document.activeElement?.id);
    expect(focused).toBe(await page.getByLabel("Passphrase").getAttribute("id"));
  });

  it("shows the loading-profile failure when the account server is gone, and goes on without it", async () => {
    const page = await session.newPage();
    // An account whose own server (a closed port) does not answer.
    await seedAccount(page, await signIn(session.baseUrl, "Gone server"), "http://127.0.0.1:9");
    await page.goto("/");
    await page.getByRole("heading", { name: "Failed to load your profile" }).waitFor();
    expect(await page.getByRole("searchbox").count()).toBe(0);
    await page.getByRole("button", { name: "Reset custom server" }).waitFor();
    await page.getByRole("button", { name: "Continue without syncing" }).click();
    await page.getByRole("searchbox").waitFor();
  });
});
