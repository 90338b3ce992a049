import { ScrapeError } from "../engine/errors";
import { buildFullUrl, encodeBody, readResponse, type Fetcher } from "./fetcher";

/** A fetch failed before any answer: network down, DNS, TLS, CORS. Aborts pass through. */
export function wrapNetworkError(error: unknown, url: string, signal?: AbortSignal): unknown {
  if (signal?.aborted || (error instanceof Error && error.name === "AbortError")) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ScrapeError("fetch", `Request to ${url} failed: ${message}`, { url });
}

/** What the standard fetcher calls: `fetch`, or one of its stand-ins (a guarded fetch). */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Fetches directly with `fetch` (default: the global one). In a browser this is the `browser`
 * target: only CORS-enabled hosts answer.
 */
export function makeStandardFetcher(fetchImpl: FetchFunction = globalThis.fetch): Fetcher {
  return async (url, options = {}) => {
    const fullUrl = buildFullUrl(url, options);
    const { body, contentType } = encodeBody(options.body);
    const headers = new Headers(options.headers);
    if (contentType && !headers.has("content-type")) headers.set("content-type", contentType);
    let response: Response;
    try {
      response = await fetchImpl(fullUrl, {
        method: options.method ?? "GET",
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      throw wrapNetworkError(error, fullUrl, options.signal);
    }
    return readResponse(response, response.url || fullUrl);
  };
}
