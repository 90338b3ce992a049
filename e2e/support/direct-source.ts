import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A second source for Big Buck Bunny (TMDB 10378) in the journeys' server: its `direct` provider
 * (SCRAPE_DIRECT_TABLE) maps the title to the demo's Sintel MP4, so the source overlay has
 * something else to switch to. The table takes absolute URLs only, while the server's port is
 * picked when it starts; so the entry names this loopback redirector, started first, which
 * sends every request on to the server once its address is known (`pointAt`).
 */
export async function startDirectSource() {
  let target = "";
  const redirector = createServer((request, response) => {
    response.writeHead(302, {
      location: `${target}${request.url ?? "/"}`,
      "access-control-allow-origin": "*",
    });
    response.end();
  });
  redirector.listen(0, "127.0.0.1");
  await once(redirector, "listening");
  const { port } = redirector.address() as AddressInfo;
  const table = [
    {
      type: "movie",
      tmdbId: "10378",
      qualities: { "720": `http://127.0.0.1:${port}/library/files/sintel/sintel-720p.mp4` },
    },
  ];
  return {
    env: { SCRAPE_DIRECT_TABLE: JSON.stringify(table) },
    pointAt(baseUrl: string) {
      target = baseUrl;
    },
    close: () => new Promise<void>((resolve) => redirector.close(() => resolve())),
  };
}
