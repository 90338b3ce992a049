import { createOpenCatalogue } from "@matinee/catalogue/open-catalogue";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import { registerAccountApi, type AccountApiOptions } from "./account/account-api";
import type { ServerConfig } from "./config";
import { useErrorHandling } from "./http/errors";
import { useJsonBodies } from "./http/json-body";
import { withSafeErrorLogs } from "./http/log-errors";
import { useSecurityHeaders } from "./http/security-headers";
import { useZodValidation } from "./http/validation";
import { openMediaLibrary } from "./library/media-library";
import { catalogueRoutes } from "./routes/catalogue.routes";
import { echoRoutes } from "./routes/echo.routes";
import { libraryRoutes } from "./routes/library.routes";
import { proxyRoutes } from "./routes/proxy.routes";
import { runtimeConfigRoutes } from "./routes/runtime-config.routes";
import { webRoutes } from "./routes/web.routes";
import { registerScrapeApi } from "./scrape/scrape-api";
import { registerSubtitlesApi } from "./subtitles/subtitles-api";

export interface BuildAppOptions {
  /** Fastify logger settings; tests pass false. */
  logger?: FastifyServerOptions["logger"];
  /** Test seams of the account API (an open database, a clock, a captcha check). */
  account?: AccountApiOptions;
  /** Told of every route as it is added (the route fuzz test enumerates them so). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole server (never listens: server.ts does, tests use app.inject). Each area is an
 * encapsulated plugin with its own prefix, so their hooks and CORS rules stay apart.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeErrorLogs(options.logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One line per request at debug level (below); info stays readable for a person.
    logController: new LogController({ disableRequestLogging: true }),
    // Refuse obviously hostile URLs early; real paths stay far below this.
    routerOptions: { maxParamLength: 500 },
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  useZodValidation(app);
  useJsonBodies(app);
  useErrorHandling(app);
  await useSecurityHeaders(app, config.WEB_DIR, { captcha: Boolean(config.CAPTCHA_CLIENT_KEY) });
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
      "request",
    );
  });

  const library = await openMediaLibrary(config.MEDIA_DIR, {
    recheckMs: config.MEDIA_RECHECK_MS,
    onReadError: (error) =>
      app.log.warn(
        { err: error },
        "media library changed but could not be read; keeping the last read",
      ),
  });
  app.log.info({ root: library.root, entries: library.entries.length }, "media library open");

  await app.register(runtimeConfigRoutes, {
    web: config.web,
    publicUrl: config.PUBLIC_URL,
    servesCatalogue: config.OPEN_CATALOGUE,
    servesScraper: config.SCRAPE_API,
    accountBasePath: config.BASE_PATH,
  });
  if (config.OPEN_CATALOGUE) {
    const catalogue = createOpenCatalogue();
    app.log.info(catalogue.stats(), "open catalogue ready");
    await app.register(catalogueRoutes, { prefix: "/catalogue", catalogue });
  }
  await app.register(libraryRoutes, {
    prefix: "/library",
    library,
    publicUrl: config.PUBLIC_URL,
    // The direct table plays through this server's scraper API, which the web app uses unless
    // the operator pointed it at another proxy.
    alsoPlayable:
      config.SCRAPE_API && !config.web.VITE_CORS_PROXY_URL
        ? (config.SCRAPE_DIRECT_TABLE ?? [])
        : [],
  });
  const account = await registerAccountApi(app, config, options.account);
  await registerScrapeApi(app, config);
  await registerSubtitlesApi(app, config, library, account.limiter);
  // Onboarding's proxy test asks a proxy for this server's /echo (PROTOCOLS.md §4.7).
  await app.register(echoRoutes, {
    prefix: "/echo",
    publicUrl: config.PUBLIC_URL,
    limiter: account.limiter,
    trustCloudflare: config.TRUST_CLOUDFLARE,
  });
  if (config.PROXY_ENABLED) await app.register(proxyRoutes, { config });
  await app.register(webRoutes, { root: config.WEB_DIR });
  return app;
}
