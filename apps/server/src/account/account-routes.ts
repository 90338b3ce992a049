import cors from "@fastify/cors";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import type { ServerConfig } from "../config";
import { createAuthenticateHook } from "../auth/authenticate";
import { accountAuthRoutes } from "../routes/account-auth.routes";
import {
  greetingRoutes,
  healthcheckRoutes,
  metaRoutes,
  metricReportRoutes,
  metricsExportRoutes,
  probeRoutes,
} from "../routes/account-meta.routes";
import { sessionRoutes, userRoutes } from "../routes/account-users.routes";
import type { AccountContext } from "./account-context";
import { useAccountErrors } from "./account-errors";
import { trackPendingWork } from "../http/pending-work";

/**
 * The account API's route tree: probes and `/metrics` at the root, everything else under
 * BASE_PATH; one error handler (movie-web's bodies) for all of it; authentication on the
 * `/users` and `/sessions` subtrees; `waitForDatabase` in front of every route that reads it.
 * Returns the requests still at work, which the database's closing waits for.
 */
export async function mountAccountRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  context: AccountContext,
  waitForDatabase: onRequestAsyncHookHandler,
): Promise<ReturnType<typeof trackPendingWork>> {
  const corsOptions =
    config.CORS_ALLOW_ANY || config.CORS_ORIGINS.length > 0
      ? {
          origin: config.CORS_ALLOW_ANY ? true : config.CORS_ORIGINS,
          credentials: true,
          methods: ["GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"],
        }
      : null;
  /**
   * Mounts one path family (`/auth`, `/users`, ...) with the API's CORS rules. @fastify/cors
   * claims `OPTIONS <prefix>/*`, and the root's `/*` belongs to the scraper API, so each family
   * carries its own registration.
   */
  const family = async (
    parent: FastifyInstance,
    prefix: string,
    mount: (scope: FastifyInstance) => PromiseLike<unknown>,
  ) =>
    parent.register(
      async (scope) => {
        if (corsOptions) await scope.register(cors, corsOptions);
        await mount(scope);
      },
      { prefix },
    );
  const meta = {
    name: config.META_NAME,
    description: config.META_DESCRIPTION,
    captchaClientKey: config.CAPTCHA_CLIENT_KEY,
  };
  const authenticate = createAuthenticateHook(context);

  let pendingWork: ReturnType<typeof trackPendingWork> | undefined;
  await app.register(async (api) => {
    pendingWork = trackPendingWork(api);
    useAccountErrors(api);
    api.decorateRequest("auth", null);
    await api.register(probeRoutes, { context });
    /** A scope whose requests wait for the database (opening the embedded one on first use). */
    const withDatabase = (mount: (scope: FastifyInstance) => PromiseLike<unknown>) =>
      async function needsDatabase(scope: FastifyInstance) {
        scope.addHook("onRequest", waitForDatabase);
        await mount(scope);
      };
    // Anonymous metric reports and /meta need no database: playing a film never opens it.
    await family(api, "/metrics", async (scope) => {
      await scope.register(
        withDatabase((inner) => inner.register(metricsExportRoutes, { context })),
      );
      if (!config.BASE_PATH) await scope.register(metricReportRoutes, { context });
    });
    await api.register(
      async (base) => {
        if (config.BASE_PATH) {
          await base.register(greetingRoutes);
          await family(base, "/metrics", (scope) =>
            scope.register(metricReportRoutes, { context }),
          );
        }
        await family(base, "/meta", (scope) => scope.register(metaRoutes, { context, meta }));
        await family(
          base,
          "/healthcheck",
          withDatabase((scope) => scope.register(healthcheckRoutes, { context })),
        );
        await family(
          base,
          "/auth",
          withDatabase((scope) => scope.register(accountAuthRoutes, { context })),
        );
        await family(
          base,
          "/users",
          withDatabase(async (scope) => {
            scope.addHook("onRequest", authenticate);
            await scope.register(userRoutes, { context });
          }),
        );
        await family(
          base,
          "/sessions",
          withDatabase(async (scope) => {
            scope.addHook("onRequest", authenticate);
            await scope.register(sessionRoutes, { context });
          }),
        );
      },
      { prefix: config.BASE_PATH },
    );
  });
  if (!pendingWork) throw new Error("the account routes did not register");
  return pendingWork;
}
