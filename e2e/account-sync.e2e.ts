import { decodeSeed, decryptDeviceName } from "@matinee/account";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "../scripts/start-server.mjs";
import { useBrowser, waitForPlayback } from "./support/browser";
import {
  accountCall,
  eventually,
  seedAccount,
  serverBookmarks,
  serverProgress,
  signIn,
  type TestAccount,
} from "./support/account";

// The account sync of issue 15 against the real server, before the account screens exist: the
// account is made with the same crypto package the web app uses and put in the page's storage.

const bunnyBookmark = {
  tmdbId: "10378",
  meta: { title: "Big Buck Bunny", year: 2008, type: "movie" },
};

async function searchFor(page: Page, text: string, firstResult: string) {
  await page.getByRole("searchbox").fill(text);
  await page
    .getByRole("button", { name: `Bookmark ${firstResult}`, exact: true })
    .waitFor({ timeout: 30_000 });
}

async function bookmark(page: Page, title: string) {
  await page.getByRole("button", { name: `Bookmark ${title}`, exact: true }).click();
  await page
    .getByRole("button", { name: `Remove the bookmark of ${title}`, exact: true })
    .waitFor();
}

/** Waits until the page's outbox holds `count` entries that have each failed once at least. */
async function untilSendingFailed(page: Page, count: number) {
  await page.waitForFunction(
    (wanted) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("matinee::outbox::"))
        .map((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as { attempts?: number })
        .filter((entry) => (entry.attempts ?? 0) > 0).length >= wanted,
    count,
    { timeout: 30_000, polling: 200 },
  );
}

const has = (wanted: string[]) => (ids: string[]) => wanted.every((id) => ids.includes(id));

describe("an account shared by two devices (node, the web app's crypto)", () => {
  const session = { baseUrl: inject("baseUrl") };

  it("finds the first device's bookmark and both device names from the second", async () => {
    const first = await signIn(session.baseUrl, "Living room");
    await accountCall(session.baseUrl, "PUT", `/users/${first.userId}/bookmarks`, {
      body: [bunnyBookmark],
      token: first.token,
    });
    const second = await signIn(session.baseUrl, "Phone", first.passphrase);
    expect(second.userId).toBe(first.userId);
    expect(await serverBookmarks(session.baseUrl, second)).toEqual(["10378"]);
    const sessions = await accountCall<Array<{ device: string }>>(
      session.baseUrl,
      "GET",
      `/users/${second.userId}/sessions`,
      { token: second.token },
    );
    const seed = decodeSeed(second.seed);
    const names = await Promise.all(sessions.map((row) => decryptDeviceName(row.device, seed)));
    expect(names.map((name) => (name.ok ? name.name : "?")).sort()).toEqual([
      "Living room",
      "Phone",
    ]);
  });
});

describe("sync in the browser", () => {
  const session = useBrowser();

  it("loads no account code for a viewer without an account, and the sync code with one", async () => {
    const chunks = async (page: Page) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      await page.getByRole("searchbox").waitFor();
      await page.waitForLoadState("networkidle");
      // The passphrase crypto (the login and register screens' chunk) never loads at start.
      return requested.filter((path) =>
        /\/assets\/(account-runtime|auth-flows|auth-screens)-/.test(path),
      );
    };
    expect(await chunks(await session.newPage())).toEqual([]);
    const withAccount = await session.newPage();
    await seedAccount(withAccount, await signIn(session.baseUrl, "Chunk test"));
    expect(await chunks(withAccount)).toEqual([
      expect.stringContaining("/assets/account-runtime-"),
    ]);
  });

  it("sends a bookmark made in one browser, and another browser finds it when it starts", async () => {
    const first = await signIn(session.baseUrl, "Browser A");
    const page = await session.newPage();
    await seedAccount(page, first);
    await page.goto("/");
    await searchFor(page, "big buck bunny", "Big Buck Bunny");
    await bookmark(page, "Big Buck Bunny");
    expect(await eventually(() => serverBookmarks(session.baseUrl, first), has(["10378"]))).toEqual(
      ["10378"],
    );

    const second = await signIn(session.baseUrl, "Browser B", first.passphrase);
    const other = await session.newPage();
    await seedAccount(other, second);
    await other.goto("/");
    await other
      .getByRole("region", { name: "Bookmarks" })
      .getByRole("link", { name: /^Big Buck Bunny/ })
      .waitFor({ timeout: 20_000 });
  });

  it(
    "keeps bookmarks made offline through a closed tab, and sends them when back online",
    { timeout: 120_000 },
    async () => {
      const account = await signIn(session.baseUrl, "Offline laptop");
      const page = await session.newPage();
      const context = page.context();
      await seedAccount(page, account);
      await page.goto("/");
      await searchFor(page, "kid", "The Kid");
      // The page's own lazy chunks load first: cut off, one would fail to load (a page error).
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => !document.querySelector('[data-motion="waiting"]'));
      await context.setOffline(true);
      await bookmark(page, "The Kid");
      await bookmark(page, "The Kid Brother");
      await untilSendingFailed(page, 1); // the first in line failed; the second waits behind it
      await page.close();
      expect(await serverBookmarks(session.baseUrl, account)).toEqual([]);

      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto("/");
      const ids = await eventually(
        () => serverBookmarks(session.baseUrl, account),
        has(["900000113", "900000127"]),
      );
      expect(ids).toEqual(["900000113", "900000127"]);
    },
  );
  it(
    "keeps progress saved offline through a closed tab, and sends it when back online",
    { timeout: 120_000 },
    async () => {
      const account = await signIn(session.baseUrl, "Offline player");
      const page = await session.newPage();
      const context = page.context();
      await seedAccount(page, account);
      await page.goto("/media/tmdb-movie-10378-big-buck-bunny");
      await waitForPlayback(page, 1);
      await context.setOffline(true);
      // A jump the saver records within 3 s; its send fails while the browser is offline.
      await page.evaluate(() => {
        const video = document.querySelector("video");
        if (video) {
          video.pause();
          video.currentTime = 42;
        }
      });
      await untilSendingFailed(page, 1);
      // Queued while offline: the outbox holds the position, and its send has failed.
      const queued = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("matinee::outbox::"))
          .map((key) => localStorage.getItem(key) ?? ""),
      );
      expect(queued.some((entry) => entry.includes('"watched":42'))).toBe(true);
      await page.close();

      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto("/");
      const rows = await eventually(
        () => serverProgress(session.baseUrl, account),
        (found) => found.some((row) => row.tmdbId === "10378" && row.watched >= 42),
      );
      expect(rows).toContainEqual({ tmdbId: "10378", watched: 42 });
    },
  );
});

describe("sync while the account server restarts", () => {
  const session = useBrowser();
  const dataDir = mkdtempSync(path.join(tmpdir(), "matinee-e2e-account-"));
  let accountServer: RunningServer | undefined;
  const start = (port?: number) =>
    startServer({
      port,
      env: { DATA_DIR: dataDir, RATE_LIMITS: "false", CORS_ORIGINS: session.baseUrl },
    });

  afterAll(async () => {
    await accountServer?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "queues edits while the server is down and delivers them once it is back",
    { timeout: 180_000 },
    async () => {
      accountServer = await start();
      const account: TestAccount = await signIn(accountServer.baseUrl, "Restart test");
      const page = await session.newPage();
      await seedAccount(page, account, accountServer.baseUrl);
      await page.goto("/");
      await searchFor(page, "big buck bunny", "Big Buck Bunny");

      const { port, baseUrl } = accountServer;
      await accountServer.stop();
      await bookmark(page, "Big Buck Bunny");
      await untilSendingFailed(page, 1);
      accountServer = await start(port);
      const ids = await eventually(() => serverBookmarks(baseUrl, account), has(["10378"]), 45_000);
      expect(ids).toEqual(["10378"]);
    },
  );
});
