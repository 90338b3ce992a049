import { RUNTIME_CONFIG_KEYS, type RawRuntimeConfig } from "@matinee/contracts";
import type { FastifyPluginCallback } from "fastify";
import { publicOrigin } from "../http/public-url";

export interface RuntimeConfigRoutesOptions {
  /** Values the operator set, under the predecessor's key names. */
  web: RawRuntimeConfig;
  publicUrl: string | undefined;
  /** Whether this server answers /catalogue/3 (then it is the metadata source by default). */
  servesCatalogue: boolean;
  /** Whether this server answers /scrape (then the web app scrapes through it by default). */
  servesScraper: boolean;
  /** Where the account API is mounted (BASE_PATH), "" for the root. */
  accountBasePath: string;
}

/**
 * The web app's runtime configuration. Keys the operator left unset are filled with this
 * server's own services: its account API, media library, history routing, its scraper API (as
 * the `|type=api|` entry of the proxy list, PROTOCOLS §4.6, so the browser never has to reach
 * providers itself) and — unless a TMDB token or another metadata URL is configured — its open
 * catalogue.
 */
export function buildRuntimeConfig(
  options: RuntimeConfigRoutesOptions,
  origin: string,
): Record<string, string> {
  const { web, servesCatalogue, servesScraper, accountBasePath } = options;
  const defaults: RawRuntimeConfig = {
    VITE_BACKEND_URL: `${origin}${accountBasePath}`,
    VITE_LIBRARY_URL: origin,
    VITE_NORMAL_ROUTER: "true",
  };
  if (servesScraper) defaults.VITE_CORS_PROXY_URL = `|type=api|${origin}`;
  if (servesCatalogue && !web.VITE_TMDB_READ_API_KEY && !web.VITE_METADATA_URL) {
    defaults.VITE_METADATA_URL = `${origin}/catalogue/3`;
    defaults.VITE_METADATA_IMAGE_URL = `${origin}/catalogue/images`;
  }
  const config: Record<string, string> = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    config[key] = web[key] ?? defaults[key] ?? "";
  }
  return config;
}

export const runtimeConfigRoutes: FastifyPluginCallback<RuntimeConfigRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.get("/config.js", async (request, reply) => {
    const config = buildRuntimeConfig(options, publicOrigin(request, options.publicUrl));
    return reply
      .header("Content-Type", "text/javascript; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(`window.__CONFIG__ = ${JSON.stringify(config, null, 2)};\n`);
  });

  app.get("/ping.txt", async (_request, reply) => {
    return reply
      .header("Content-Type", "text/plain; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send("pong\n");
  });
  done();
};
