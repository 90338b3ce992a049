import { createNodeGuardedFetch, parseAllowList } from "@matinee/address-guard/node";
import { makeStandardFetcher, type Fetcher } from "@matinee/providers";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import { scrapeRoutes } from "../routes/scrape.routes";
import type { TokenSettings } from "./scrape-token";

/**
 * Mounts the scraper API at the root (`/scrape*`, `/metadata`), as clients of the reference API
 * expect, with the sources the config enables. Does nothing when SCRAPE_API is off.
 */
export async function registerScrapeApi(app: FastifyInstance, config: ServerConfig): Promise<void> {
  if (!config.SCRAPE_API) return;
  const archive = config.SCRAPE_ARCHIVE
    ? {
        baseUrl: config.SCRAPE_ARCHIVE_URL,
        fetcher: archiveFetcher(app, config.SCRAPE_ARCHIVE_URL),
      }
    : false;
  const protection: TokenSettings | undefined =
    config.TURNSTILE_ENABLED && config.TURNSTILE_SECRET && config.JWT_SECRET
      ? { turnstileSecret: config.TURNSTILE_SECRET, jwtSecret: config.JWT_SECRET }
      : undefined;
  await app.register(scrapeRoutes, {
    publicUrl: config.PUBLIC_URL,
    corsAllowed: config.SCRAPE_CORS_ALLOWED,
    protection,
    trustCloudflare: config.TRUST_CLOUDFLARE,
    streamsPerAddress: config.SCRAPE_STREAMS_PER_ADDRESS,
    settings: {
      timeoutMs: config.SCRAPE_TIMEOUT_MS,
      archive,
      direct: config.SCRAPE_DIRECT_TABLE ?? [],
      jellyfin:
        config.JELLYFIN_URL && config.JELLYFIN_API_KEY
          ? { url: config.JELLYFIN_URL, apiKey: config.JELLYFIN_API_KEY }
          : false,
    },
  });
  app.log.info(
    {
      archive: config.SCRAPE_ARCHIVE,
      direct: config.SCRAPE_DIRECT_TABLE?.length ?? 0,
      jellyfin: Boolean(config.JELLYFIN_URL),
      protected: Boolean(protection),
    },
    "scraper API ready",
  );
}

/**
 * The Archive's fetcher: the configured host is reached wherever it is (an operator's mirror may
 * be on the LAN), but a redirect, or a name that resolves, to any other private or loopback
 * destination is refused (@matinee/address-guard, the rule of the proxy), so an answer from the
 * Archive cannot turn the server against its own network.
 */
function archiveFetcher(app: FastifyInstance, baseUrl: string): Fetcher {
  const guarded = createNodeGuardedFetch({ allow: parseAllowList([new URL(baseUrl).hostname]) });
  app.addHook("onClose", () => guarded.close());
  return makeStandardFetcher(guarded);
}
