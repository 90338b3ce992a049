import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser, waitForPlayback } from "./support/browser";
import { startStandaloneProxy, type StandaloneProxy } from "../scripts/standalone-proxy.mjs";

/**
 * A viewer who set up their own proxy worker (issue 18, SPEC §7): their searches run in the page
 * through it, and no longer on the operator's scraper server (which this server names in its
 * runtime config, `|type=api|`); the demo stream plays. The proxy is the standalone one
 * (apps/proxy) on loopback, allowed to reach loopback as an operator of a LAN proxy would.
 *
 * None of Matinee's bundled sources fetches through `proxiedFetch` (they all answer with CORS
 * headers, features/scraping/README.md), so the search sends the proxy nothing: what shows the
 * viewer's proxy in use is where the search runs and the metrics' `tool`.
 */
const BUNNY = "/media/tmdb-movie-10378-big-buck-bunny";

let proxy: StandaloneProxy;
beforeAll(async () => {
  proxy = await startStandaloneProxy();
});
afterAll(() => proxy?.close());

/** The viewer's proxy workers, as settings and onboarding store them (`matinee::proxy-urls`). */
async function useOwnProxy(page: Page, url: string) {
  await page.addInitScript((url) => {
    localStorage.setItem(
      "matinee::proxy-urls",
      JSON.stringify({ state: { urls: [url] }, version: 1 }),
    );
  }, url);
}

/** Where the page's requests went (paths on the app's server) and the metrics' `tool`. */
function watchRequests(page: Page, baseUrl: string) {
  const paths: string[] = [];
  const tools: unknown[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin) return;
    paths.push(url.pathname);
    if (url.pathname === "/metrics/providers" && request.method() === "POST") {
      tools.push((request.postDataJSON() as { tool?: unknown }).tool);
    }
  });
  return { paths, tools };
}

describe("playback through the viewer's own proxy", () => {
  const session = useBrowser();

  it("answers as a proxy", async () => {
    const hello = (await (await fetch(`${proxy.url}/`)).json()) as { message: string };
    expect(hello.message).toMatch(/^Proxy is working/);
  });

  it("searches in the page, not on the scraper server, and plays the demo stream", async () => {
    const page = await session.newPage();
    await useOwnProxy(page, proxy.url);
    const seen = watchRequests(page, session.baseUrl);
    await page.goto(BUNNY);
    expect(await waitForPlayback(page, 1)).toBeGreaterThan(1);
    expect(seen.paths).not.toContain("/scrape");
    expect(seen.paths).toContain("/library/streams/movie/10378"); // The library, asked from here.
    // Sent a few seconds after the stream starts (provider-metrics.ts).
    await expect.poll(() => seen.tools, { timeout: 10_000 }).toContain("custom-proxy");
    expect(await page.evaluate(() => document.querySelector("video")?.currentSrc)).toMatch(
      /^blob:/, // The demo's HLS, through hls.js.
    );
  });

  it("searches on the scraper server again once the viewer has no proxy of their own", async () => {
    const page = await session.newPage();
    const seen = watchRequests(page, session.baseUrl);
    await page.goto(BUNNY);
    await waitForPlayback(page, 1);
    expect(seen.paths).toContain("/scrape");
    expect(seen.paths).not.toContain("/library/streams/movie/10378");
  });
});
