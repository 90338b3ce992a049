import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../scripts/start-server.mjs";
import { waitForPlayback } from "./support/browser";
import {
  APP_HOST,
  MEDIA_HOST,
  REQUIRED_REFERER,
  ensureExtensionBuilt,
  launchWithExtension,
  startExtensionSites,
  type ExtensionBrowser,
} from "./support/extension";
import {
  HEADER_TITLE,
  requestsTo,
  startHeaderLibrary,
  trackPageErrors,
} from "./support/header-library";

/** The extension API, as the extension's service worker sees it (evaluated there). */
declare const chrome: {
  declarativeNetRequest: {
    getDynamicRules(): Promise<unknown[]>;
    updateDynamicRules(update: { removeRuleIds: number[] }): Promise<void>;
  };
};

/**
 * The web app with the built extension loaded (issue 18): a viewer whose extension does not yet
 * allow the site meets "Permission missing"; going on without it searches the default way (the
 * server's scraper), granting it makes the page search through the extension, and the stream
 * it finds — on a host that refuses every request without a Referer no page can send — plays
 * only because the extension set the header rule (`prepareStream`) before the player asked.
 *
 * Its own Matinee server, whose library (VITE_LIBRARY_URL) is a stand-in giving Big Buck Bunny
 * as that host's MP4 with the header it needs; its own scraper (the default `|type=api|` entry)
 * finds the demo's HLS in its real library. The site is reached as app.matinee.test (the
 * extension whitelists hosts; every *.matinee.test name is loopback for this Chromium).
 */
let sites: Awaited<ReturnType<typeof startExtensionSites>>;
let library: Awaited<ReturnType<typeof startHeaderLibrary>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: ExtensionBrowser;
let appOrigin: string;

beforeAll(async () => {
  ensureExtensionBuilt();
  sites = await startExtensionSites();
  library = await startHeaderLibrary({
    mediaUrl: sites.mediaUrl,
    headers: { Referer: REQUIRED_REFERER },
  });
  server = await startServer({
    env: { VITE_LIBRARY_URL: library.url, SCRAPE_ARCHIVE: "false", RATE_LIMITS: "false" },
  });
  library.pointAt(server.baseUrl);
  appOrigin = `http://${APP_HOST}:${server.port}`;
  browser = await launchWithExtension("chromium-test-granted");
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([library?.close(), sites?.close()]);
});

const permissionHeading = (page: Page) => page.getByRole("heading", { name: "Permission missing" });

/** The source of the video that plays. */
const playingFrom = (page: Page) =>
  page.evaluate(() => document.querySelector("video")?.currentSrc ?? "");

describe("playback with the browser extension", () => {
  it("asks for permission, and goes on the default way when the viewer continues without it", async () => {
    const page = await browser.context.newPage();
    const errors = trackPageErrors(page);
    const toServer = requestsTo(page, appOrigin);
    await page.goto(`${appOrigin}${HEADER_TITLE.path}`);
    await permissionHeading(page).waitFor();
    expect(toServer.filter((path) => path === "/scrape")).toEqual([]); // Nothing searched yet.
    await page.getByRole("button", { name: "Continue without the extension" }).click();
    await waitForPlayback(page, 1);
    expect(toServer).toContain("/scrape"); // This server's scraper, as without an extension.
    expect(library.lookups()).toBe(0);
    expect(new URL(await playingFrom(page)).host).not.toBe(new URL(sites.mediaUrl).host);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("grants it, then scrapes through it and plays a stream only the extension's header rule opens", async () => {
    const page = await browser.context.newPage();
    const errors = trackPageErrors(page);
    const toServer = requestsTo(page, appOrigin);
    const refusedBefore = sites.refused.length;
    await page.goto(`${appOrigin}${HEADER_TITLE.path}`);
    await permissionHeading(page).waitFor();
    await page.getByRole("button", { name: "Grant permission" }).click();
    await page.waitForURL(`chrome-extension://${browser.extensionId}/tabs/PermissionGrant.html?**`);
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL(`${appOrigin}${HEADER_TITLE.path}`);

    await waitForPlayback(page, 1);
    // Searched in the page (the library asked from here), not by the server's scraper.
    expect(toServer.filter((path) => path === "/scrape")).toEqual([]);
    expect(library.lookups()).toBeGreaterThan(0);
    expect(await playingFrom(page)).toBe(`${sites.mediaUrl}/video.mp4`);
    // Every request of the player reached the host with its header: the rule came first.
    expect(sites.refused.slice(refusedBefore)).toEqual([]);
    expect(
      await browser.worker.evaluate(() => chrome.declarativeNetRequest.getDynamicRules()),
    ).toEqual([
      expect.objectContaining({
        id: 1,
        condition: { requestDomains: [MEDIA_HOST] },
        action: expect.objectContaining({
          requestHeaders: [{ header: "Referer", operation: "set", value: REQUIRED_REFERER }],
        }) as unknown,
      }),
    ]);

    // The rule is what opens the host: without it the page is refused again.
    const probe = (n: number) =>
      page.evaluate(
        (url) =>
          fetch(url, { headers: { Range: "bytes=0-1" } }).then(
            (response) => response.status,
            () => "refused",
          ),
        `${sites.mediaUrl}/video.mp4?probe=${n}`,
      );
    expect(await probe(1)).toBe(206);
    await browser.worker.evaluate(() =>
      chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds: [1] }),
    );
    expect(await probe(2)).toBe("refused");
    expect(sites.refused.at(-1)).toBe("/video.mp4?probe=2");
    expect(errors).toEqual([]);
    await page.close();
  });
});
