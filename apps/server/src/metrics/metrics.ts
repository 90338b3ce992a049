import type { ProviderMetricsInput } from "@matinee/contracts";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Histogram, Registry, Summary } from "prom-client";

/**
 * The Prometheus metrics, with movie-web's exact names and labels (PROTOCOLS.md §1.10): its
 * admin page reads `mw_user_count{namespace="movie-web"}` and `mw_provider_hostname_count` from
 * the text. One registry per app, so tests can build several apps in one process.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <Label extends string>(name: string, help: string, labels: Label[]) =>
    new Counter<Label>({ name, help, labelNames: labels, registers: [registry] });
  const metrics = {
    registry,
    userCount: counter("mw_user_count", "mw_user_help", ["namespace"]),
    captchaSolves: counter("mw_captcha_solves", "mw_captcha_solves", ["success"]),
    providerHostnames: counter("mw_provider_hostname_count", "mw_provider_hostname_count", [
      "hostname",
    ]),
    providerStatuses: counter("mw_provider_status_count", "mw_provider_status_count", [
      "provider_id",
      "status",
    ]),
    watches: counter("mw_media_watch_count", "mw_media_watch_count", [
      "title",
      "tmdb_full_id",
      "provider_id",
      "success",
    ]),
    tools: counter("mw_provider_tool_count", "mw_provider_tool_count", ["tool"]),
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "request duration in seconds",
      labelNames: ["method", "route", "status_code"],
      registers: [registry],
    }),
    requestSummary: new Summary({
      name: "http_request_summary_seconds",
      help: "request duration in seconds summary",
      labelNames: ["method", "route", "status_code"],
      percentiles: [0.5, 0.9, 0.95, 0.99],
      maxAgeSeconds: 600,
      ageBuckets: 5,
      registers: [registry],
    }),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request to a registered route (404s have no route and are not counted). */
export function useRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined) return;
    const labels = { method: request.method, route, status_code: reply.statusCode };
    const seconds = reply.elapsedTime / 1000;
    metrics.requestDuration.observe(labels, seconds);
    metrics.requestSummary.observe(labels, seconds);
  });
}

/** The counters one provider report moves (movie-web's rules, including its label choices). */
export function recordProviderReport(
  metrics: Metrics,
  report: ProviderMetricsInput,
  origin: string | undefined,
): void {
  metrics.providerHostnames.inc({ hostname: origin?.slice(0, 255) || "<UNKNOWN>" });
  for (const item of report.items) {
    metrics.providerStatuses.inc({
      provider_id: item.embedId ?? item.providerId,
      status: item.status,
    });
  }
  const last = report.items[report.items.length - 1];
  const success = report.items.find((item) => item.status === "success");
  if (last) {
    // Keys in label order: prom-client prints them in the order given.
    metrics.watches.inc({
      title: last.title,
      tmdb_full_id: `${last.type}-${last.tmdbId}`,
      provider_id: (success ?? last).providerId,
      success: String(Boolean(success)),
    });
  }
  if (report.tool) metrics.tools.inc({ tool: report.tool });
}
