import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

export interface BrowserSession {
  baseUrl: string;
  /**
   * A fresh page (own context: no storage shared between tests), 1280×800 unless `options`
   * say otherwise (a phone: `{ viewport, hasTouch: true, isMobile: true }`).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Reported by the page itself: what the Content Security Policy refused (see newPage). */
const CSP_VIOLATION = "CSP violation:";

/**
 * One Chromium per test file; a new context per page. Uncaught page errors fail the test that
 * caused them, so a journey cannot pass over a crashed screen; so does anything the server's
 * Content Security Policy refuses (a blocked script, worker, stream or image), so every journey
 * proves the app works under it.
 */
export function useBrowser(): BrowserSession {
  const baseUrl = inject("baseUrl");
  let browser: Browser | undefined;
  let pageErrors: string[] = [];
  /**
   * The contexts a test made, closed after it: a page left playing would slow every later test.
   * Those made before the tests (a file's shared page, in beforeAll) stay until the browser goes.
   */
  let contexts: BrowserContext[] = [];
  let inTest = false;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const errors = pageErrors;
    pageErrors = [];
    const open = contexts;
    contexts = [];
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
    if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join("\n")}`);
  });

  return {
    baseUrl,
    async newPage(options = {}) {
      if (!browser) throw new Error("the browser is not running");
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      if (inTest) contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message));
      await page.addInitScript((prefix) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`${prefix} ${event.effectiveDirective} refused ${event.blockedURI}`);
        });
      }, CSP_VIOLATION);
      page.on("console", (message) => {
        const text = message.text();
        // The page's own report, and Chromium's (workers and preloads report only there).
        if (text.startsWith(CSP_VIOLATION) || text.includes("Content Security Policy")) {
          pageErrors.push(text);
        }
      });
      return page;
    },
  };
}

/**
 * Waits until the player's video has played past `seconds`, in the player's screen (which names
 * it with the title: a stream opened with the page may play full-window before the screen is
 * there to take keys and clicks); returns its currentTime.
 */
export async function waitForPlayback(
  page: Page,
  seconds: number,
  timeoutMs = 30_000,
): Promise<number> {
  await page.waitForFunction(
    (min) => {
      const video = document.querySelector("video");
      return video !== null && video.hasAttribute("aria-label") && video.currentTime > min;
    },
    seconds,
    { timeout: timeoutMs, polling: 100 },
  );
  return page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);
}

/**
 * Moves the mouse over the player so its controls show (they hide 3 s after the last move);
 * call before clicking a control.
 */
export async function revealControls(page: Page): Promise<void> {
  await page.mouse.move(600, 380);
  await page.mouse.move(640, 400, { steps: 2 });
}

/** The page's video's `currentTime`. */
export function videoTime(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector("video")?.currentTime ?? -1);
}
