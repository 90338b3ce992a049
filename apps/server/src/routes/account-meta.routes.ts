import {
  captchaMetricInputSchema,
  providerMetricsInputSchema,
  type MetaDto,
  type ProviderMetricsInput,
} from "@matinee/contracts";
import type { FastifyPluginCallback } from "fastify";
import packageJson from "../../package.json" with { type: "json" };
import type { AccountContext } from "../account/account-context";
import { enforceRateLimit } from "../account/rate-limited";
import { recordProviderReport } from "../metrics/metrics";

const version = packageJson.version;

/** Server identity for the "trust this server" step (`GET /meta`). */
export const metaRoutes: FastifyPluginCallback<{
  context: AccountContext;
  meta: { name: string; description: string | undefined; captchaClientKey: string | undefined };
}> = (app, { context, meta }, done) => {
  app.get("/", (_request, reply) => {
    const hasCaptcha = context.verifyCaptcha !== null;
    const body: MetaDto = {
      name: meta.name,
      ...(meta.description ? { description: meta.description } : {}),
      version,
      hasCaptcha,
      ...(hasCaptcha && meta.captchaClientKey ? { captchaClientKey: meta.captchaClientKey } : {}),
    };
    return reply.send(body);
  });
  done();
};

/** movie-web's greeting at the API's root (only mounted under a BASE_PATH: the app owns `/`). */
export const greetingRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get("/", (_request, reply) =>
    reply.send({ message: `Backend is working as expected (${version})` }),
  );
  done();
};

/** `GET /healthcheck`: 200 or 503 `{ healthy, databaseConnected }`. */
export const healthcheckRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.get("/", async (_request, reply) => {
    const databaseConnected = await context.database.ping();
    return reply
      .status(databaseConnected ? 200 : 503)
      .send({ healthy: databaseConnected, databaseConnected });
  });
  done();
};

/** Anonymous reports under `/metrics`: scrape results and captcha solves (answer `true`). */
export const metricReportRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.post<{ Body: ProviderMetricsInput }>(
    "/providers",
    { schema: { body: providerMetricsInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "provider_metrics", request.body.items.length);
      recordProviderReport(context.metrics, request.body, request.headers.origin);
      return true;
    },
  );

  app.post<{ Body: { success: boolean } }>(
    "/captcha",
    { schema: { body: captchaMetricInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "captcha_solves");
      context.metrics.captchaSolves.inc({ success: String(request.body.success) });
      return true;
    },
  );
  done();
};

/** `GET /metrics`: the Prometheus text, always at the root whatever BASE_PATH says. */
export const metricsExportRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.get("/", async (_request, reply) => {
    const text = await context.metrics.registry.metrics();
    return reply.type(context.metrics.registry.contentType).send(text);
  });
  done();
};

/**
 * Probes for orchestrators, at the root: `/healthz` (the process answers) and `/readyz` (its
 * database answers: it can take traffic; the body also tells where rate limits are counted).
 */
export const probeRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.get("/healthz", (_request, reply) => reply.send({ status: "ok" }));

  app.get("/readyz", async (_request, reply) => {
    const { ready, ...parts } = await context.readiness();
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? "ready" : "unavailable", ...parts });
  });
  done();
};
