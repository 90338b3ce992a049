import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** Streams are not the page's weight: playlists, segments, media files, subtitles. */
const STREAM = /\/library\/files\/|\.(m3u8|m4s|ts|mp4|webm|vtt|srt)(\?|$)/;

export interface FirstVisit {
  /** Everything but streams, each body gzipped on its own (as `npm run bench` counts). */
  gzipBytes: number;
  files: Array<{ path: string; gzip: number }>;
}

/**
 * What a first visit of `url` in a fresh context downloads, streams aside: every response's
 * body, gzipped, until the page has been quiet (no new non-stream response) for `quietMs`.
 * `ready` waits for what the page must show first.
 */
export async function measureFirstVisit(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  quietMs = 1500,
): Promise<FirstVisit> {
  const bodies: Array<Promise<{ path: string; gzip: number } | null>> = [];
  let lastResponse = Date.now();
  page.on("response", (response) => {
    if (STREAM.test(response.url())) return;
    lastResponse = Date.now();
    bodies.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length }),
        // Redirects and aborted requests have no body.
        () => null,
      ),
    );
  });
  await page.goto(url);
  await ready(page);
  while (Date.now() - lastResponse < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const files = (await Promise.all(bodies)).filter((file) => file !== null);
  files.sort((a, b) => b.gzip - a.gzip);
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0), files };
}
