import {
  createBundledProviders,
  createRunner,
  type DirectEntry,
  type Fetcher,
  type Runner,
} from "@matinee/providers";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What the scrape routes need from the config to build a runner. */
export interface ScrapeSettings {
  timeoutMs: number;
  archive: { baseUrl: string; fetcher?: Fetcher } | false;
  direct: readonly DirectEntry[];
  jellyfin: { url: string; apiKey: string } | false;
}

/** Headers that decide the public origin the library builds its stream URLs from. */
const ORIGIN_HEADERS = ["host", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/**
 * A fetcher that asks this server's own routes in-process (app.inject): the library provider
 * reaches the library without a network round trip, through the very handler browsers use, and
 * with the scrape request's Host, so the stream URLs it returns are the ones that viewer can reach.
 */
export function inProcessFetcher(app: FastifyInstance, request: FastifyRequest): Fetcher {
  const forwarded: Record<string, string> = {};
  for (const name of ORIGIN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") forwarded[name] = value;
  }
  return async (url, options = {}) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method ?? "GET",
      url: target.pathname + target.search,
      headers: { ...forwarded, ...options.headers },
    });
    const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = String(value);
    }
    return {
      statusCode: response.statusCode,
      headers,
      finalUrl: url,
      body: isJson && response.body !== "" ? (JSON.parse(response.body) as unknown) : response.body,
    };
  };
}

/** The runner for one scrape request: the library at this request's origin, plus configured sources. */
export function createScrapeRunner(
  settings: ScrapeSettings,
  library: { baseUrl: string; fetcher: Fetcher },
): Runner {
  return createRunner({
    providers: createBundledProviders({
      library,
      direct: { entries: settings.direct },
      jellyfin: settings.jellyfin,
      archive: settings.archive,
    }),
    // Viewers play what the server finds from their own browser (§6.3).
    target: "browser",
    timeoutMs: settings.timeoutMs,
  });
}
