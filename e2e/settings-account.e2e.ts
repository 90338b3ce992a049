import { deriveSeed, publicKeyOf } from "@matinee/account";
import { readFileSync } from "node:fs";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../scripts/start-server.mjs";
import { useBrowser } from "./support/browser";
import {
  accountCall,
  seedAccount,
  serverBookmarks,
  signIn,
  type TestAccount,
} from "./support/account";

// The settings page's account section and data against the real server (issue 15). A server of
// its own, without rate limits (this file registers several accounts); with DATABASE_URL it runs
// on PostgreSQL in a schema of its own, which the deletion journey reads directly.

const databaseUrl = process.env.DATABASE_URL;
const schema = `e2e_settings_${Date.now().toString(36)}`;

const bunny = { tmdbId: "10378", meta: { title: "Big Buck Bunny", year: 2008, type: "movie" } };

/** The account as this browser keeps it; null once logged out. */
function storedAccount(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("matinee::account");
    return raw
      ? ((JSON.parse(raw) as { state: { account: unknown } }).state.account ?? null)
      : null;
  });
}

async function openSettings(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
}

describe("the account section of /settings", () => {
  const session = useBrowser();
  let server: RunningServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startServer({
      env: { RATE_LIMITS: "false", ...(databaseUrl ? { DATABASE_SCHEMA: schema } : {}) },
    });
    baseUrl = server.baseUrl;
  });

  afterAll(async () => {
    await server?.stop();
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it("removes the second device from the first; the second is logged out at its next check", async () => {
    const first = await signIn(baseUrl, "Desk");
    const second = await signIn(baseUrl, "Phone", first.passphrase);
    const desk = await session.newPage();
    const phone = await session.newPage();
    await seedAccount(desk, first);
    await seedAccount(phone, second);
    await phone.goto(`${baseUrl}/`);
    await phone.getByRole("searchbox").waitFor();

    await openSettings(desk, baseUrl);
    const devices = desk.getByRole("region", { name: "Devices" });
    await devices.getByText("This device").waitFor();
    await devices.getByText("Desk", { exact: true }).waitFor();
    await devices.getByRole("button", { name: "Remove Phone" }).click();
    const dialog = desk.getByRole("dialog", { name: "Remove this device?" });
    await dialog.getByRole("button", { name: "Remove device" }).click();
    await desk.getByText("“Phone” was removed.").waitFor();
    await expect(devices.getByRole("button", { name: "Remove Phone" }).count()).resolves.toBe(0);

    const sessions = await accountCall<Array<{ id: string }>>(
      baseUrl,
      "GET",
      `/users/${first.userId}/sessions`,
      { token: first.token },
    );
    expect(sessions.map((row) => row.id)).toEqual([first.sessionId]);

    // Its next check: the restore of a reload finds the session gone and forgets the account.
    expect(await storedAccount(phone)).not.toBeNull();
    await phone.reload();
    await phone.waitForFunction(
      () => JSON.parse(localStorage.getItem("matinee::account") ?? "{}")?.state?.account === null,
      undefined,
      { timeout: 20_000 },
    );
    await openSettings(phone, baseUrl);
    await phone.getByRole("heading", { name: "Sync with an account" }).waitFor();
    expect(await storedAccount(desk)).not.toBeNull();
  });

  it("deletes the account for real: the server keeps no row of it, this browser nothing", async () => {
    const account = await signIn(baseUrl, "Laptop");
    const auth = { token: account.token };
    await accountCall(baseUrl, "PUT", `/users/${account.userId}/bookmarks`, {
      ...auth,
      body: [bunny],
    });
    await accountCall(baseUrl, "PUT", `/users/${account.userId}/progress/10378`, {
      ...auth,
      body: { ...bunny, duration: 596, watched: 60 },
    });
    await accountCall(baseUrl, "PUT", `/users/${account.userId}/settings`, {
      ...auth,
      // A theme, not a language: the restore would turn the page into that language.
      body: { applicationTheme: "teal" },
    });
    const page = await session.newPage();
    await seedAccount(page, account);
    await openSettings(page, baseUrl);
    // The restore brought the bookmark here first.
    await page.waitForFunction(() => localStorage.getItem("matinee::bookmarks")?.includes("10378"));

    await page.getByRole("button", { name: "Delete account…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account for good?" });
    await dialog.getByRole("textbox", { name: "Type “delete” to confirm" }).fill("delete");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    expect(await storedAccount(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("matinee::bookmarks"))).not.toContain(
      "10378",
    );
    // The API knows neither the key nor the session any more.
    const publicKey = publicKeyOf(deriveSeed(account.passphrase));
    await expect(
      accountCall(baseUrl, "POST", "/auth/login/start", { body: { publicKey } }),
    ).rejects.toThrow("HTTP 401");
    await expect(accountCall(baseUrl, "GET", "/users/@me", auth)).rejects.toThrow("HTTP 401");
    if (databaseUrl) expect(await rowsOfUser(account)).toEqual({});
  });

  it("moves the account to another server with everything, and switches to it", async () => {
    const other = await startServer({ env: { RATE_LIMITS: "false", CORS_ORIGINS: baseUrl } });
    try {
      const account = await signIn(baseUrl, "Den");
      await accountCall(baseUrl, "PUT", `/users/${account.userId}/bookmarks`, {
        token: account.token,
        body: [bunny],
      });
      const page = await session.newPage();
      await seedAccount(page, account);
      await openSettings(page, baseUrl);
      await page.waitForFunction(() =>
        localStorage.getItem("matinee::bookmarks")?.includes("10378"),
      );

      await page.getByRole("textbox", { name: "New server address" }).fill(other.baseUrl);
      await page.getByRole("button", { name: "Move my account" }).click();
      await page.getByText(/^Moved: this browser now syncs with/).waitFor({ timeout: 20_000 });

      // The same passphrase opens the account there, with the bookmark.
      const there = await signIn(other.baseUrl, "Check", account.passphrase);
      expect(await serverBookmarks(other.baseUrl, there)).toEqual(["10378"]);
      const kept = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem("matinee::account") ?? "{}") as {
              state: { backendUrl: string | null; account: { userId: string } };
            }
          ).state,
      );
      expect(kept).toMatchObject({ backendUrl: other.baseUrl, account: { userId: there.userId } });
      // The old server's session ended.
      await expect(
        accountCall(baseUrl, "GET", "/users/@me", { token: account.token }),
      ).rejects.toThrow("HTTP 401");
    } finally {
      await other.stop();
    }
  });

  /** The rows PostgreSQL holds of a user, by table; empty when there are none. */
  async function rowsOfUser(account: TestAccount): Promise<Record<string, number>> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const found: Record<string, number> = {};
      const tables = {
        users: "id",
        sessions: "user_id",
        bookmarks: "user_id",
        progress_items: "user_id",
        user_settings: "id",
      };
      for (const [table, column] of Object.entries(tables)) {
        const result = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${schema}"."${table}" WHERE "${column}" = $1`,
          [account.userId],
        );
        const n = result.rows[0]?.n ?? 0;
        if (n > 0) found[table] = n;
      }
      return found;
    } finally {
      await client.end();
    }
  }
});

describe("export and import", () => {
  const session = useBrowser();

  const library = {
    bookmarks: {
      "10378": { type: "movie", title: "Big Buck Bunny", year: 2008, updatedAt: 1_700_000_000_000 },
      "45745": { type: "movie", title: "Sintel", year: 2010, updatedAt: 1_700_000_100_000 },
    },
    progress: {
      "10378": {
        type: "movie",
        title: "Big Buck Bunny",
        year: 2008,
        updatedAt: 1_700_000_200_000,
        progress: { watched: 120, duration: 596 },
        seasons: {},
        episodes: {},
      },
    },
  };
  const preferences = { state: { enableAutoplay: false, volume: 0.4 }, version: 1 };

  const stored = (page: Page) =>
    page.evaluate(() => {
      const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;
      const state = (key: string) =>
        (read(key) as { state?: Record<string, unknown> } | null)?.state;
      return {
        bookmarks: state("matinee::bookmarks")?.bookmarks ?? {},
        progress: state("matinee::progress")?.items ?? {},
        preferences: read("matinee::player-preferences"),
      };
    });

  it("brings back the same bookmarks, progress and settings after the site's data is cleared", async () => {
    const page = await session.newPage();
    const { baseUrl } = session;
    await page.goto("/");
    await page.evaluate(
      ({ bookmarks, progress, preferences: prefs }) => {
        localStorage.setItem(
          "matinee::bookmarks",
          JSON.stringify({ state: { bookmarks }, version: 1 }),
        );
        localStorage.setItem(
          "matinee::progress",
          JSON.stringify({ state: { items: progress }, version: 1 }),
        );
        localStorage.setItem("matinee::player-preferences", JSON.stringify(prefs));
      },
      { ...library, preferences },
    );
    await openSettings(page, baseUrl);
    const before = await stored(page);
    expect(before).toEqual({ ...library, preferences });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^matinee-export-\d{4}-\d\d-\d\d\.json$/);
    const file = (await download.path()) ?? "";
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
      format: "matinee-export",
      version: 1,
    });

    // Clear site data, as the browser's own button does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(baseUrl).origin,
      storageTypes: "all",
    });
    await openSettings(page, baseUrl);
    expect(await stored(page)).toEqual({ bookmarks: {}, progress: {}, preferences: null });

    await page.getByTestId("import-file").setInputFiles(file);
    const dialog = page.getByRole("dialog", { name: "Import this file?" });
    await dialog.waitFor();
    const rows = await dialog.getByRole("row").allTextContents();
    // Settings: the player's preferences are new; the interface language, stored again on this
    // visit (detected: English), is the file's already.
    expect(rows).toEqual([
      "KindNewUpdatedUnchanged",
      "Bookmarks200",
      "Watch progress100",
      "Settings101",
    ]);
    await dialog.getByRole("button", { name: "Import" }).click();
    // The settings reload the page, which then says what came in.
    await page.getByText("Imported: 4 entries added or updated.").waitFor({ timeout: 20_000 });
    expect(await stored(page)).toEqual(before);

    await page.goto("/");
    const bookmarks = page.getByRole("region", { name: "Bookmarks" });
    await bookmarks.getByRole("link", { name: /^Big Buck Bunny/ }).waitFor();
    await bookmarks.getByRole("link", { name: /^Sintel/ }).waitFor();
  });
});
