import type {
  ExtensionStatus,
  Fetcher,
  makeExtensionFetcher,
  sendExtensionMessage,
} from "@matinee/providers";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEDIA_HOST,
  REQUIRED_REFERER,
  ensureExtensionBuilt,
  launchWithExtension,
  startExtensionSites,
  type ExtensionBrowser,
} from "./support/extension";

/** The extension API, as the extension's service worker sees it (evaluated there). */
declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  declarativeNetRequest: { getDynamicRules(): Promise<unknown[]> };
};

declare global {
  interface Window {
    matinee: {
      getExtensionStatus(): Promise<ExtensionStatus>;
      sendExtensionMessage: typeof sendExtensionMessage;
      makeExtensionFetcher: typeof makeExtensionFetcher;
    };
  }
}

/**
 * The built extension loaded in Chromium, driven by the page-side client the web app uses
 * (bundled into a blank test page): the relay, hello and the status of §5.4, the grant page, the
 * whitelist, and header rules that let a page reach a host refusing requests without a header.
 */
let sites: Awaited<ReturnType<typeof startExtensionSites>>;
beforeAll(async () => {
  ensureExtensionBuilt();
  sites = await startExtensionSites();
});
afterAll(() => sites?.close());

const status = (page: Page) => page.evaluate(() => window.matinee.getExtensionStatus());
const hello = (page: Page) =>
  page.evaluate(() => window.matinee.sendExtensionMessage("hello", undefined));
/** Asks for the grant page; the tab leaves the page at once, often before the answer is in. */
const openGrant = (page: Page) =>
  page.evaluate(() => {
    void window.matinee.sendExtensionMessage("openPage", {
      page: "PermissionGrant",
      redirectUrl: location.href,
    });
  });

/** Fetches from the page through the extension fetcher the web app scrapes with. */
function extensionFetch(
  page: Page,
  url: string,
  options: { form?: [string, string][]; referer?: string },
) {
  return page.evaluate(
    ([url, form, referer]) => {
      const fetcher: Fetcher = window.matinee.makeExtensionFetcher({
        sendMessage: (name, body) => window.matinee.sendExtensionMessage(name, body),
      });
      const body = form ? new FormData() : undefined;
      for (const [name, value] of form ?? []) body?.append(name, value);
      return fetcher(url, {
        method: body ? "POST" : "GET",
        ...(body ? { body } : {}),
        ...(referer ? { headers: { Referer: referer } } : {}),
        readHeaders: ["Set-Cookie", "Content-Type"],
      });
    },
    [url, options.form, options.referer] as const,
  );
}

describe("the extension as published (no access to websites yet)", () => {
  let browser: ExtensionBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchWithExtension("chromium");
    page = await browser.context.newPage();
    await page.goto(sites.siteUrl);
  });
  afterAll(() => browser?.close());

  it("answers hello with its version, the site not allowed and no permission", async () => {
    expect(await hello(page)).toEqual({
      success: true,
      version: "1.2.0",
      allowed: false,
      hasPermission: false,
    });
    expect(await status(page)).toBe("disallowed");
  });

  it("refuses to fetch for a site that is not whitelisted", async () => {
    await expect(extensionFetch(page, `${sites.mediaUrl}/echo`, {})).rejects.toThrow(
      `${new URL(sites.siteUrl).host} is not whitelisted. Open the extension`,
    );
  });

  it("opens the grant page in the site's tab, naming the site, and Not now goes back", async () => {
    await openGrant(page);
    await page.waitForURL(`chrome-extension://${browser.extensionId}/tabs/PermissionGrant.html?**`);
    await expect
      .poll(() => page.locator("#grant-text").textContent())
      .toMatch(new RegExp(`^${new URL(sites.siteUrl).host} asks to use the extension`));
    await page.getByRole("button", { name: "Not now" }).click();
    await page.waitForURL(sites.siteUrl);
    expect(await status(page)).toBe("disallowed");
  });

  it("shows the setup screen in its popup", async () => {
    const popup = await browser.context.newPage();
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await expect
      .poll(() => popup.getByRole("heading", { name: "Set up Matinee" }).isVisible())
      .toBe(true);
    await popup.close();
  });
});

describe("the extension once the viewer has granted access to websites", () => {
  let browser: ExtensionBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchWithExtension("chromium-test-granted");
    page = await browser.context.newPage();
    await page.goto(sites.siteUrl);
  });
  afterAll(() => browser?.close());

  it("whitelists the site through the grant page and reaches success", async () => {
    expect(await status(page)).toBe("disallowed");
    await openGrant(page);
    await page.waitForURL(`chrome-extension://${browser.extensionId}/tabs/PermissionGrant.html?**`);
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL(sites.siteUrl);
    expect(await status(page)).toBe("success");
    const stored = await browser.worker.evaluate(() => chrome.storage.local.get("domainWhitelist"));
    expect(stored).toEqual({ domainWhitelist: [new URL(sites.siteUrl).host] });
  });

  it("fetches from a host that needs a header only thanks to the header rule", async () => {
    const refusedBefore = sites.refused.length;
    const plain = await extensionFetch(page, `${sites.mediaUrl}/echo`, {});
    expect(plain.statusCode).toBe(403);
    const withHeader = await extensionFetch(page, `${sites.mediaUrl}/echo?x=1`, {
      referer: REQUIRED_REFERER,
    });
    expect(withHeader).toMatchObject({
      statusCode: 200,
      finalUrl: `${sites.mediaUrl}/echo?x=1`,
      body: { method: "GET" },
      headers: { "content-type": "application/json", "set-cookie": "seen=yes" },
    });
    expect(sites.refused.length).toBe(refusedBefore + 1);
    // The one-request rule is gone once the answer is in.
    expect(
      await browser.worker.evaluate(() => chrome.declarativeNetRequest.getDynamicRules()),
    ).toEqual([]);
  });

  it("posts a FormData body as a real multipart form", async () => {
    const reply = await extensionFetch(page, `${sites.mediaUrl}/echo`, {
      referer: REQUIRED_REFERER,
      form: [
        ["title", "Sintel"],
        ["year", "2010"],
      ],
    });
    const echo = reply.body as { method: string; contentType: string; body: string };
    expect(echo.method).toBe("POST");
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toMatch(/name="title"\r\n\r\nSintel\r\n/);
    expect(echo.body).toMatch(/name="year"\r\n\r\n2010\r\n/);
  });

  it("lets the page's video and fetch reach that host once prepareStream set its rule", async () => {
    const video = `${sites.mediaUrl}/video.mp4`;
    const play = (src: string) =>
      page.evaluate(
        (src) =>
          new Promise<string>((resolve) => {
            const element = document.createElement("video");
            element.muted = true;
            element.addEventListener("error", () => resolve("error"));
            element.addEventListener("timeupdate", () => {
              if (element.currentTime > 0.5) resolve("playing");
            });
            element.src = src;
            document.body.append(element);
            void element.play().catch(() => undefined);
          }),
        src,
      );
    const pageFetch = (url: string) =>
      page.evaluate(
        (url) =>
          fetch(url).then(
            (r) => r.status,
            () => "blocked",
          ),
        url,
      );

    expect(await play(`${video}?try=1`)).toBe("error");
    expect(await pageFetch(`${sites.mediaUrl}/echo?try=1`)).toBe("blocked"); // 403 and no CORS
    const reply = await page.evaluate(
      ([domain, referer]) =>
        window.matinee.sendExtensionMessage("prepareStream", {
          ruleId: 1,
          targetDomains: [domain],
          requestHeaders: { Referer: referer },
        }),
      [MEDIA_HOST, REQUIRED_REFERER] as const,
    );
    expect(reply).toEqual({ success: true });
    expect(await play(`${video}?try=2`)).toBe("playing");
    expect(await pageFetch(`${sites.mediaUrl}/echo?try=2`)).toBe(200);
  });
});
