import { checkDestination, type GuardPolicy, type Resolver } from "./check";
import { TooManyRedirectsError } from "./errors";

export interface GuardedFetchOptions extends GuardPolicy {
  /** The fetch that makes each single hop; default the global one. */
  fetch?: typeof fetch;
  /** Resolves names so their addresses are checked before each hop; none: name rules only. */
  resolve?: Resolver;
  /** Redirects followed before giving up with a TooManyRedirectsError; default 10. */
  maxRedirects?: number;
}

export type GuardedFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that belong to the origin that was asked, not to whoever it redirects to. */
const ORIGIN_BOUND = ["authorization", "cookie", "proxy-authorization"];
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language"];

/** The method and body of the next hop, as the fetch standard rewrites them. */
function nextRequest(status: number, init: RequestInit): RequestInit {
  const method = (init.method ?? "GET").toUpperCase();
  const becomesGet =
    (status === 303 && method !== "HEAD") ||
    ((status === 301 || status === 302) && method === "POST");
  if (!becomesGet) return init;
  const headers = new Headers(init.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  return { ...init, method: "GET", body: null, headers };
}

/**
 * A fetch that reaches public destinations only: it checks the URL (and, with a resolver, the
 * name's addresses) before every hop and follows redirects itself, so a public page cannot
 * bounce the request to 127.0.0.1. Throws a DestinationRefusedError for a refused hop.
 * `response.url` is the final URL. Bodies must be replayable (not a stream) for 307/308.
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxRedirects = options.maxRedirects ?? 10;
  return async (input, init = {}) => {
    let url = await checkDestination(input, options);
    let hopInit: RequestInit = { ...init, redirect: "manual" };
    for (let hop = 0; ; hop++) {
      const response = await fetchImpl(url, hopInit);
      const location = response.headers.get("location");
      if (!REDIRECTS.has(response.status) || location === null || init.redirect === "manual") {
        try {
          Object.defineProperty(response, "url", { value: url.href });
        } catch {
          // A runtime whose Response takes no own properties: its url is this hop's anyway.
        }
        return response;
      }
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new TooManyRedirectsError(maxRedirects);
      const next = await checkDestination(new URL(location, url), options);
      hopInit = nextRequest(response.status, hopInit);
      if (next.origin !== url.origin) {
        const headers = new Headers(hopInit.headers);
        for (const name of ORIGIN_BOUND) headers.delete(name);
        hopInit = { ...hopInit, headers };
      }
      url = next;
    }
  };
}
