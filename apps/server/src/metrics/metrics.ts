import type { ProviderMetricsInput } from "@matinee/contracts";
import type { FastifyInstance } from "fastify";
import { BUNDLED_SOURCES } from "@matinee/providers";
import { collectDefaultMetrics, Histogram, Registry, Summary } from "prom-client";
import { boundedCounter, isShortId, labelSet } from "./bounded-labels";

const UNKNOWN_ORIGIN = "<UNKNOWN>";

/** `https://host[:port]` exactly as a browser sends Origin, short enough to be a label. */
function isOrigin(value: string): boolean {
  if (value.length > 100) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

export interface MetricsOptions {
  /** Origins whose reports always count under their own name (PUBLIC_URL, CORS_ORIGINS). */
  knownOrigins?: readonly string[];
}

/**
 * The Prometheus metrics, with movie-web's names (PROTOCOLS.md §1.10): its admin page reads
 * `mw_user_count{namespace="movie-web"}` and `mw_provider_hostname_count` from the text. The
 * counters fed by anonymous reports take their labels from bounded sets only (known values,
 * a few first-come others, then "other") and never from free text, so `mw_media_watch_count`
 * has no `title` label; see bounded-labels.ts. One registry per app, so tests can build several
 * apps in one process.
 */
export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <Label extends string>(
    name: string,
    help: string,
    labels: Record<Label, (value: string) => string>,
    maxSeries: number,
  ) => boundedCounter({ registry, name, help, labels, maxSeries });
  const yesNo = labelSet({ known: ["true", "false"] });
  const providerId = labelSet({
    known: BUNDLED_SOURCES.map((source) => source.id),
    spare: 100,
    accept: isShortId,
  });
  const hostname = labelSet({
    known: [UNKNOWN_ORIGIN, ...(options.knownOrigins ?? [])],
    spare: 50,
    accept: isOrigin,
  });
  const metrics = {
    registry,
    userCount: counter(
      "mw_user_count",
      "mw_user_help",
      { namespace: labelSet({ known: ["movie-web"], spare: 20, accept: isShortId }) },
      25,
    ),
    captchaSolves: counter("mw_captcha_solves", "mw_captcha_solves", { success: yesNo }, 2),
    providerHostnames: counter(
      "mw_provider_hostname_count",
      "mw_provider_hostname_count",
      { hostname },
      60,
    ),
    providerStatuses: counter(
      "mw_provider_status_count",
      "mw_provider_status_count",
      {
        provider_id: providerId,
        status: labelSet({ known: ["failed", "notfound", "success"] }),
      },
      400,
    ),
    watches: counter(
      "mw_media_watch_count",
      "mw_media_watch_count",
      {
        tmdb_full_id: labelSet({ spare: 500, accept: (id) => /^(movie|show)-\d{1,10}$/.test(id) }),
        provider_id: providerId,
        success: yesNo,
      },
      500,
    ),
    tools: counter(
      "mw_provider_tool_count",
      "mw_provider_tool_count",
      { tool: labelSet({ known: ["default", "custom-proxy", "extension", "native"] }) },
      5,
    ),
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

/**
 * The counters one provider report moves: movie-web's rules, minus the title label; every
 * value goes through the counters' bounded label sets.
 */
export function recordProviderReport(
  metrics: Metrics,
  report: ProviderMetricsInput,
  origin: string | undefined,
): void {
  metrics.providerHostnames.inc({ hostname: origin || UNKNOWN_ORIGIN });
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
      tmdb_full_id: `${last.type}-${last.tmdbId}`,
      provider_id: (success ?? last).providerId,
      success: String(Boolean(success)),
    });
  }
  if (report.tool) metrics.tools.inc({ tool: report.tool });
}
