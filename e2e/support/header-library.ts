import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";

/** The title the header library plays: Big Buck Bunny of the open catalogue. */
export const HEADER_TITLE = { tmdbId: "10378", path: "/media/tmdb-movie-10378-big-buck-bunny" };

/**
 * A media library (the `/library/streams/…` answer a Matinee server gives, VITE_LIBRARY_URL)
 * whose stream for {@link HEADER_TITLE} is `${mediaUrl}/video.mp4` with the headers it needs
 * (`headers`): a host that refuses requests without them, as a provider's stream may be. Only
 * a header rule set by the extension lets the page's player reach it. Everything else (the
 * availability list, subtitles) is sent on to the real server once its address is known
 * (`pointAt`), as the direct-links redirector does. Counts the stream lookups it answered.
 */
export async function startHeaderLibrary(options: {
  mediaUrl: string;
  headers: Record<string, string>;
}) {
  let target = "";
  let lookups = 0;
  const server = createServer((request, response) => {
    const cors = { "access-control-allow-origin": "*" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...cors, "access-control-allow-headers": "*" });
      return response.end();
    }
    if (request.url === `/library/streams/movie/${HEADER_TITLE.tmdbId}`) {
      lookups += 1;
      response.writeHead(200, { ...cors, "content-type": "application/json" });
      return response.end(
        JSON.stringify({
          sourceId: "library",
          stream: {
            id: "header-library-bunny",
            type: "file",
            flags: ["cors-allowed"],
            captions: [],
            qualities: { "360": { type: "mp4", url: `${options.mediaUrl}/video.mp4` } },
            headers: options.headers,
          },
        }),
      );
    }
    response.writeHead(302, { ...cors, location: `${target}${request.url ?? "/"}` });
    response.end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many times a page asked it for the title's stream. */
    lookups: () => lookups,
    pointAt(baseUrl: string) {
      target = baseUrl;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What `useBrowser` fails a journey on, for pages of a browser the journey launched itself
 * (the extension's): uncaught errors and anything the Content Security Policy refused.
 */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) errors.push(message.text());
  });
  return errors;
}

/** The paths of the requests a page sends to `origin` (a listener, so call it before `goto`). */
export function requestsTo(page: Page, origin: string): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
}
