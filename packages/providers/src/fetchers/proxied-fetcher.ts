import { buildFullUrl, encodeBody, readResponse, type Fetcher } from "./fetcher";
import { parseProxyList } from "./proxy-list";
import { wrapNetworkError } from "./standard-fetcher";

/** Headers a browser may not set: the proxy takes them under an `X-` name (§4.5). */
const RENAMED: Record<string, string> = {
  cookie: "X-Cookie",
  referer: "X-Referer",
  origin: "X-Origin",
  "user-agent": "X-User-Agent",
  "x-real-ip": "X-X-Real-Ip",
};

export interface ProxiedFetcherOptions {
  /** Proxy list entries (§4.6); only `proxy` entries are used, `api` ones are skipped. */
  proxies: readonly string[];
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Picks the first proxy; default Math.random. Round-robin from there, one per request. */
  random?: () => number;
}

/**
 * Fetches through the CORS proxies of a proxy list, spreading requests round-robin from a
 * random start (PROTOCOLS.md §4.5). Throws at creation when the list holds no proxy.
 */
export function makeProxiedFetcher(options: ProxiedFetcherOptions): Fetcher {
  const proxies = parseProxyList(options.proxies).filter((entry) => entry.type === "proxy");
  if (proxies.length === 0) throw new TypeError("The proxy list holds no usable proxy URL");
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let next = Math.floor((options.random ?? Math.random)() * proxies.length) % proxies.length;

  return async (url, fetchOptions = {}) => {
    const proxy = proxies[next % proxies.length]?.url ?? "";
    next = (next + 1) % proxies.length;
    const destination = buildFullUrl(url, fetchOptions);
    const proxyUrl = new URL(proxy);
    proxyUrl.searchParams.set("destination", destination);
    const { body, contentType } = encodeBody(fetchOptions.body);
    const headers = new Headers();
    for (const [name, value] of Object.entries(fetchOptions.headers ?? {})) {
      headers.set(RENAMED[name.toLowerCase()] ?? name, value);
    }
    if (contentType && !headers.has("content-type")) headers.set("content-type", contentType);
    let response: Response;
    try {
      response = await fetchImpl(proxyUrl.toString(), {
        method: fetchOptions.method ?? "GET",
        headers,
        body,
        signal: fetchOptions.signal,
      });
    } catch (error) {
      throw wrapNetworkError(error, destination, fetchOptions.signal);
    }
    const responseHeaders = Object.fromEntries(response.headers);
    const setCookie = response.headers.get("x-set-cookie");
    if (setCookie !== null) responseHeaders["set-cookie"] = setCookie;
    const finalUrl = response.headers.get("x-final-destination") ?? destination;
    return readResponse(response, finalUrl, responseHeaders);
  };
}
