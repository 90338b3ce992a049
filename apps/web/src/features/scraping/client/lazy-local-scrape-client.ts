import type { LocalScrapeClientOptions } from "./local-scrape-client";
import type { ScrapeClient } from "./scrape-client";

/**
 * The provider engine and the bundled providers are a chunk of their own: a page whose searches
 * run on the scraper server (the default setup) never downloads them.
 */
const loadLocalClient = () => import("./local-scrape-client");

/**
 * A search in this browser (the extension, the viewer's own proxies, or no scraper server), its
 * code loaded on first use; the same client as `createLocalScrapeClient` once it is in.
 */
export function createLazyLocalScrapeClient(options: LocalScrapeClientOptions): ScrapeClient {
  let client: Promise<ScrapeClient> | null = null;
  const real = () =>
    (client ??= loadLocalClient().then((module) => module.createLocalScrapeClient(options)));
  return {
    mode: "local",
    providers: async (signal) => (await real()).providers(signal),
    runAll: async (media, run) => (await real()).runAll(media, run),
    runSource: async (sourceId, media, run) => (await real()).runSource(sourceId, media, run),
    runEmbed: async (embedId, url, run) => (await real()).runEmbed(embedId, url, run),
  };
}
