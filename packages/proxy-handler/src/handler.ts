import {
  checkUrl,
  createGuardedFetch,
  parseAllowList,
  type AllowList,
  type GuardedFetch,
  type Resolver,
} from "@matinee/address-guard";
import { isPreflight, jsonResponse, PROXIED_METHODS, preflightResponse, withCors } from "./cors";
import { describeFailure } from "./failures";
import { outgoingHeaders, responseHeaders } from "./headers";
import { DEFAULT_LIMITS, LimitError, limitBody, readBoundedBody, type ProxyLimits } from "./limits";
import { checkToken, type ProtectionOptions } from "./protection";

/**
 * The version the hello reports: the simple-proxy protocol version this proxy speaks
 * (PROTOCOLS.md §4, movie-web/simple-proxy 2.1.4), with `+matinee` build metadata naming the
 * implementation. A semver comparison sees 2.1.4.
 */
export const PROXY_VERSION = "2.1.4+matinee";

export interface ProxyHandlerOptions {
  /** The path the proxy answers on (`/` standalone, `/proxy` in the main server); others 404. */
  path?: string;
  /** Non-public destinations the operator allows (entries or a parsed list). */
  allow?: AllowList | readonly string[];
  /** The fetch for one hop, wrapped in the address guard; default the global fetch. */
  fetch?: typeof fetch;
  /** Resolves names so their addresses are checked before each hop (Deno); none on Workers. */
  resolve?: Resolver;
  /** An already guarded fetch (the Node entry's pinned one); replaces `fetch` and `resolve`. */
  guardedFetch?: GuardedFetch;
  limits?: Partial<ProxyLimits>;
  /** Turnstile + JWT protection (§4.4); the proxy is open without it. */
  protection?: ProtectionOptions;
  /**
   * The header carrying the client's address for the JWT's `ip` claim (`cf-connecting-ip`
   * behind Cloudflare). Unset: the address the entry passes in `info.clientIp`.
   */
  clientIpHeader?: string;
  /** Told about each exchange that failed once under way (refused hop, 502, 504), for logs. */
  onError?: (error: unknown, destination: string) => void;
}

/** What the runtime knows about the connection and the request does not say. */
export interface ProxyRequestInfo {
  clientIp?: string;
}

export type ProxyHandler = (request: Request, info?: ProxyRequestInfo) => Promise<Response>;

/** The allow-list option as a parsed list (entries are parsed; a parsed list is kept). */
export function allowListOf(allow: ProxyHandlerOptions["allow"]): AllowList | undefined {
  if (allow === undefined) return undefined;
  return "allowsAddress" in allow ? allow : parseAllowList(allow);
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Parses `destination`; a Response when it is not a usable absolute http(s) URL. */
function parseDestination(text: string, maxLength: number): URL | Response {
  const invalid = (message: string) =>
    jsonResponse(400, { error: "invalid_destination", message, field: "destination" });
  if (text.length > maxLength) return invalid(`destination is longer than ${maxLength} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid("destination must be an absolute http(s) URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return invalid(`destination must be an http(s) URL, not ${url.protocol}`);
  }
  return url;
}

/**
 * The simple-proxy protocol (PROTOCOLS.md §4) as a fetch-standard handler: the same function
 * serves Node (through the bridge in `./node`), a Cloudflare Worker, Deno and the main server.
 */
export function createProxyHandler(options: ProxyHandlerOptions = {}): ProxyHandler {
  const limits: ProxyLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const allow = allowListOf(options.allow);
  const guardedFetch =
    options.guardedFetch ??
    createGuardedFetch({
      fetch: options.fetch,
      resolve: options.resolve,
      allow,
      maxRedirects: limits.maxRedirects,
    });
  const base = options.path ?? "/";
  const paths = new Set([base, base.endsWith("/") ? base : `${base}/`]);
  const protection = options.protection;

  async function forward(request: Request, target: URL, newToken?: string): Promise<Response> {
    const deadline = Date.now() + limits.totalTimeoutMs;
    const declared = Number(request.headers.get("content-length") ?? 0);
    const body = ["GET", "HEAD"].includes(request.method)
      ? undefined
      : declared > limits.maxRequestBytes
        ? null
        : await readBoundedBody(request.body, limits.maxRequestBytes);
    if (body === null) {
      const message = `The request body is larger than ${limits.maxRequestBytes} bytes`;
      return jsonResponse(413, { error: "request_too_large", message, field: "body" });
    }
    const controller = new AbortController();
    const headersTimer = setTimeout(
      () => controller.abort(new LimitError("headers-timeout", "The destination did not answer")),
      Math.min(limits.headersTimeoutMs, limits.totalTimeoutMs),
    );
    let upstream: Response;
    try {
      upstream = await guardedFetch(target, {
        method: request.method,
        headers: outgoingHeaders(request.headers, protection !== undefined),
        body,
        signal: AbortSignal.any([controller.signal, request.signal]),
      });
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      const failure = reason instanceof LimitError ? reason : error;
      options.onError?.(failure, target.href);
      return describeFailure(failure, limits);
    } finally {
      clearTimeout(headersTimer);
    }
    const headers = withCors(responseHeaders(upstream.headers, upstream.url || target.href));
    if (newToken) headers.set("x-token", newToken);
    let responseBody: ReadableStream<Uint8Array> | null = upstream.body;
    if (responseBody && NULL_BODY_STATUSES.has(upstream.status)) {
      await responseBody.cancel();
      responseBody = null;
    }
    if (responseBody) {
      responseBody = limitBody(
        responseBody,
        { maxBytes: limits.maxResponseBytes, idleMs: limits.idleTimeoutMs, deadline },
        (cut) => controller.abort(cut),
      );
    }
    return new Response(responseBody, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers,
    });
  }

  return async (request, info = {}) => {
    const url = new URL(request.url);
    if (!paths.has(url.pathname)) {
      return jsonResponse(404, { error: "not_found", message: `The proxy answers at ${base}` });
    }
    if (isPreflight(request)) return preflightResponse(request);
    const destination = url.searchParams.get("destination");
    if (!destination) {
      return jsonResponse(200, { message: `Proxy is working as expected (v${PROXY_VERSION})` });
    }
    if (!PROXIED_METHODS.includes(request.method)) {
      const message = `${request.method} is not proxied; use ${PROXIED_METHODS.join(", ")}`;
      return jsonResponse(405, { error: "method_not_allowed", message });
    }
    let newToken: string | undefined;
    if (protection) {
      const ip =
        (options.clientIpHeader && request.headers.get(options.clientIpHeader)) ||
        info.clientIp ||
        "";
      const check = await checkToken(request.headers.get("x-token"), ip, protection);
      if (!check.ok) return jsonResponse(401, { error: "Invalid or missing token" });
      newToken = check.newToken;
    }
    const target = parseDestination(destination, limits.maxDestinationLength);
    if (target instanceof Response) return target;
    try {
      checkUrl(target, { allow });
    } catch (error) {
      return describeFailure(error, limits);
    }
    if (target.username || target.password) {
      return jsonResponse(400, {
        error: "invalid_destination",
        message: "destination must not carry a user name or password",
        field: "destination",
      });
    }
    return forward(request, target, newToken);
  };
}
