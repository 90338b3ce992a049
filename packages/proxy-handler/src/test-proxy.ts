// The fake destination the handler tests proxy to.
import { createProxyHandler, type ProxyHandlerOptions } from "./handler";

export interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A proxy whose destination is a fake: it records what it was sent and answers `reply()`. */
export function proxyTo(
  reply: (url: string) => Response = () => new Response("ok"),
  extra: ProxyHandlerOptions = {},
) {
  const sent: Sent[] = [];
  const handler = createProxyHandler({
    ...extra,
    fetch: ((input: string | URL, init: RequestInit = {}) => {
      const body = init.body ? new TextDecoder().decode(init.body as Uint8Array) : null;
      sent.push({
        url: String(input),
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body,
      });
      return Promise.resolve(reply(String(input)));
    }) as typeof fetch,
  });
  return { handler, sent };
}

export const at = (destination: string) =>
  `http://proxy.test/?destination=${encodeURIComponent(destination)}`;
