import { createOpenCatalogue } from "@matinee/catalogue/open-catalogue";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { registerAccountApi, type AccountApiOptions } from "./account/account-api";
import type { ServerConfig } from "./config";
import { useErrorHandling } from "./http/errors";
import { useZodValidation } from "./http/validation";
import { openMediaLibrary } from "./library/media-library";
import { catalogueRoutes } from "./routes/catalogue.routes";
import { libraryRoutes } from "./routes/library.routes";
import { runtimeConfigRoutes } from "./routes/runtime-config.routes";
import { webRoutes } from "./routes/web.routes";
import { registerScrapeApi } from "./scrape/scrape-api";

export interface BuildAppOptions {
  /** Fastify logger settings; tests pass false. */
  logger?: FastifyServerOptions["logger"];
  /** Test seams of the account API (an open database, a clock, a captcha check). */
  account?: AccountApiOptions;
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
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One line per request at debug level (below); info stays readable for a person.
    logController: new LogController({ disableRequestLogging: true }),
    // Refuse obviously hostile URLs early; real paths stay far below this.
    routerOptions: { maxParamLength: 500 },
  });
  useZodValidation(app);
  useErrorHandling(app);
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
      "request",
    );
  });

  const library = await openMediaLibrary(config.MEDIA_DIR);
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
  await app.register(libraryRoutes, { prefix: "/library", library, publicUrl: config.PUBLIC_URL });
  await registerAccountApi(app, config, options.account);
  await registerScrapeApi(app, config);
  await app.register(webRoutes, { root: config.WEB_DIR });
  return app;
}
