import { RUNTIME_CONFIG_KEYS, type RawRuntimeConfig } from "@matinee/contracts";
import type { FastifyPluginCallback } from "fastify";
import { publicOrigin } from "../http/public-url";

export interface RuntimeConfigRoutesOptions {
  /** Values the operator set, under the predecessor's key names. */
  web: RawRuntimeConfig;
  publicUrl: string | undefined;
  /** Whether this server answers /catalogue/3 (then it is the metadata source by default). */
  servesCatalogue: boolean;
}

/**
 * The web app's runtime configuration. Keys the operator left unset are filled with this
 * server's own services: its account API, media library, history routing and — unless a TMDB
 * token or another metadata URL is configured — its open catalogue.
 */
export function buildRuntimeConfig(
  options: RuntimeConfigRoutesOptions,
  origin: string,
): Record<string, string> {
  const { web, servesCatalogue } = options;
  const defaults: RawRuntimeConfig = {
    VITE_BACKEND_URL: origin,
    VITE_LIBRARY_URL: origin,
    VITE_NORMAL_ROUTER: "true",
  };
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
