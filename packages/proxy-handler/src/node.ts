import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { createNodeGuardedFetch, type NodeGuardedFetch } from "@matinee/address-guard/node";
import {
  allowListOf,
  createProxyHandler,
  type ProxyHandler,
  type ProxyHandlerOptions,
  type ProxyRequestInfo,
} from "./handler";
import { DEFAULT_LIMITS } from "./limits";

export * from "./index";

/**
 * A fetch Request for a node:http request, its body streamed (never read here). The URL's
 * origin is a placeholder: the handler looks only at the path and query.
 */
export function toFetchRequest(incoming: IncomingMessage, signal: AbortSignal): Request {
  const path = incoming.url?.startsWith("/") ? incoming.url : "/";
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i] ?? "", raw[i + 1] ?? "");
    } catch {
      // A header fetch cannot represent is dropped, not fatal.
    }
  }
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://proxy.invalid${path}`, {
    method,
    headers,
    signal,
    body: hasBody ? Readable.toWeb(incoming) : null,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Writes a fetch Response to a node:http response, streaming the body with backpressure: a
 * slow client slows the upstream read, nothing piles up. A body that errors midway (a limit
 * cut) destroys the connection, so the client sees a broken response, not a short one.
 */
export async function sendFetchResponse(response: Response, outgoing: ServerResponse) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), outgoing);
}

export type NodeRequestListener = (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) => Promise<void>;

/**
 * Serves a fetch-standard handler from node:http (or Fastify's raw request after
 * `reply.hijack()`). A client that disconnects aborts the upstream request. `info` overrides
 * what is known about the client (default: the socket's address).
 */
export function nodeListener(
  handler: ProxyHandler,
  infoFor: (incoming: IncomingMessage) => ProxyRequestInfo = (incoming) => ({
    clientIp: incoming.socket?.remoteAddress,
  }),
): NodeRequestListener {
  return async (incoming, outgoing) => {
    const controller = new AbortController();
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) controller.abort();
    });
    let request: Request;
    try {
      request = toFetchRequest(incoming, controller.signal);
    } catch {
      // fetch cannot even represent it (TRACE, CONNECT, a malformed method).
      const message = `${incoming.method ?? "This method"} is not proxied`;
      return sendJson(outgoing, 405, { error: "method_not_allowed", message });
    }
    try {
      await sendFetchResponse(await handler(request, infoFor(incoming)), outgoing);
    } catch {
      if (outgoing.headersSent) outgoing.destroy();
      else sendJson(outgoing, 500, { error: "internal", message: "The proxy failed" });
    }
  };
}

function sendJson(outgoing: ServerResponse, status: number, body: object): void {
  outgoing.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "access-control-allow-origin": "*",
  });
  outgoing.end(JSON.stringify(body));
}

export type NodeProxyHandler = ProxyHandler & { close(): Promise<void> };

/**
 * The proxy handler for Node: every hop goes through the pinned, DNS-checking fetch of
 * `@matinee/address-guard/node`, so names resolving to private addresses are refused and the
 * address checked is the address connected to. `close()` ends its upstream connections.
 */
export function createNodeProxyHandler(
  options: Omit<ProxyHandlerOptions, "fetch" | "guardedFetch"> = {},
): NodeProxyHandler {
  const allow = allowListOf(options.allow);
  const guardedFetch: NodeGuardedFetch = createNodeGuardedFetch({
    allow,
    resolve: options.resolve,
    maxRedirects: options.limits?.maxRedirects ?? DEFAULT_LIMITS.maxRedirects,
  });
  const handler = createProxyHandler({ ...options, allow, guardedFetch });
  return Object.assign(handler, { close: () => guardedFetch.close() });
}
