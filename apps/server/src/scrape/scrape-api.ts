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
      archive: config.SCRAPE_ARCHIVE ? { baseUrl: config.SCRAPE_ARCHIVE_URL } : false,
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
