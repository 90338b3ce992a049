import {
  embedOutputSchema,
  metaOutputSchema,
  runOutputSchema,
  sourcererOutputSchema,
  type MetaOutput,
} from "@matinee/contracts";
import { apiUrl, mediaQuery } from "./api-query";
import { readScrapeStream, type StreamEnd } from "./read-scrape-stream";
import type { ScrapeAllOptions, ScrapeClient, ScrapeRunOptions } from "./scrape-client";
import { isAbort, ScrapeFailure } from "./scrape-failure";

export interface ApiScrapeClientOptions {
  /** The scraper server's base URL (a `|type=api|` entry of the proxy list, §4.6). */
  baseUrl: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The viewer's source order as `/scrape` query fields: Matinee's server tries and skips sources
 * by them; other scraper servers ignore fields they do not know.
 */
function orderQuery(run: ScrapeAllOptions): Record<string, string> {
  const query: Record<string, string> = {};
  if (run.sourceOrder?.length) query.sourceOrder = run.sourceOrder.join(",");
  if (run.disabledSources?.length) query.disabledSources = run.disabledSources.join(",");
  return query;
}

/** The end event's data in the shape `schema` gives, or an invalid-event failure. */
function completed<T>(
  end: StreamEnd,
  schema: { safeParse(data: unknown): { success: boolean; data?: T } },
): T {
  if (end.event !== "completed")
    throw new ScrapeFailure("invalidEvent", "noOutput ends only /scrape");
  const parsed = schema.safeParse(end.data);
  if (!parsed.success || parsed.data === undefined) {
    throw new ScrapeFailure("invalidEvent", "completed carried an unknown output");
  }
  return parsed.data;
}

/**
 * The scraper server (PROTOCOLS.md §6): each run is one GET whose body is an event stream, read
 * with fetch so it can be cancelled and tested without a browser. A protected server's fresh
 * token is kept and sent with the next request as `jwt|<token>`.
 */
export function createApiScrapeClient(options: ApiScrapeClientOptions): ScrapeClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let token: string | undefined;

  async function open(path: string, query: Record<string, string>, run: ScrapeRunOptions) {
    const withToken = token ? { ...query, token: `jwt|${token}` } : query;
    let response: Response;
    try {
      response = await fetchImpl(apiUrl(options.baseUrl, path, withToken), {
        headers: { accept: "text/event-stream" },
        signal: run.signal ?? null,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ScrapeFailure("connection", error instanceof Error ? error.message : String(error));
    }
    if (!response.ok || !response.body) {
      throw new ScrapeFailure("connection", `the server answered ${response.status}`);
    }
    try {
      return await readScrapeStream(response.body, {
        onEvent: run.onEvent,
        onToken: (fresh) => (token = fresh),
      });
    } catch (error) {
      if (run.signal?.aborted) throw run.signal.reason;
      if (error instanceof ScrapeFailure || isAbort(error)) throw error;
      throw new ScrapeFailure("closedImproperly", error instanceof Error ? error.message : "");
    }
  }

  return {
    mode: "server",
    async providers(signal) {
      let body: unknown;
      try {
        const response = await fetchImpl(apiUrl(options.baseUrl, "/metadata", {}), {
          signal: signal ?? null,
        });
        body = response.ok ? await response.json() : null;
      } catch (error) {
        if (isAbort(error)) throw error;
        throw new ScrapeFailure("connection", "the provider list could not be loaded");
      }
      // `[embeds, sources]`: two arrays the client flattens.
      const all = Array.isArray(body) ? (body as unknown[]).flat() : [];
      return all.flatMap((entry): MetaOutput[] => {
        const parsed = metaOutputSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
    async runAll(media, run = {}) {
      const end = await open("/scrape", { ...mediaQuery(media), ...orderQuery(run) }, run);
      return end.event === "noOutput" ? null : completed(end, runOutputSchema);
    },
    async runSource(sourceId, media, run = {}) {
      const end = await open("/scrape/source", { ...mediaQuery(media), id: sourceId }, run);
      return completed(end, sourcererOutputSchema);
    },
    async runEmbed(embedId, url, run = {}) {
      const end = await open("/scrape/embed", { id: embedId, url }, run);
      return completed(end, embedOutputSchema);
    },
  };
}
