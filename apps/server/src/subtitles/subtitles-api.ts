import { createNodeGuardedFetch, parseAllowList } from "@matinee/address-guard/node";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import type { MediaLibrary } from "../library/media-library";
import type { RateLimiter } from "../rate-limit/buckets";
import { subtitlesRoutes } from "../routes/subtitles.routes";
import { createOpenSubtitlesClient, type OpenSubtitlesClient } from "./opensubtitles";
import { createSubtitleService } from "./subtitle-service";

/**
 * OpenSubtitles, when an API key is configured. Its requests go through the address guard: the
 * configured API host is reached wherever it is (a test server on loopback), but a download
 * link, a redirect or a name that resolves to any other private address is refused, so an
 * answer from upstream cannot turn the server against its own network.
 */
function openSubtitlesOf(app: FastifyInstance, config: ServerConfig): OpenSubtitlesClient | null {
  if (!config.OPENSUBTITLES_API_KEY) return null;
  const guarded = createNodeGuardedFetch({
    allow: parseAllowList([new URL(config.OPENSUBTITLES_URL).hostname]),
  });
  app.addHook("onClose", () => guarded.close());
  return createOpenSubtitlesClient({
    baseUrl: config.OPENSUBTITLES_URL,
    apiKey: config.OPENSUBTITLES_API_KEY,
    userAgent: config.OPENSUBTITLES_USER_AGENT,
    fetch: guarded,
    maxBytes: config.SUBTITLE_MAX_BYTES,
  });
}

/** Mounts the subtitle API at `/subtitles` (see routes/subtitles.routes.ts). */
export async function registerSubtitlesApi(
  app: FastifyInstance,
  config: ServerConfig,
  library: MediaLibrary,
  limiter: RateLimiter,
): Promise<void> {
  const openSubtitles = openSubtitlesOf(app, config);
  const service = createSubtitleService({
    library,
    openSubtitles,
    maxBytes: config.SUBTITLE_MAX_BYTES,
    cacheBytes: config.SUBTITLE_CACHE_BYTES,
  });
  await app.register(subtitlesRoutes, {
    prefix: "/subtitles",
    service,
    publicUrl: config.PUBLIC_URL,
    limiter,
    trustCloudflare: config.TRUST_CLOUDFLARE,
  });
  app.log.info({ openSubtitles: Boolean(openSubtitles) }, "subtitle API ready");
}
