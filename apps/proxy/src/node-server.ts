import { createServer, type Server } from "node:http";
import {
  createNodeProxyHandler,
  nodeListener,
  type ProxyHandlerOptions,
} from "@matinee/proxy-handler/node";

export interface NodeProxyServer {
  server: Server;
  /** Stops accepting connections, ends open ones and the upstream pool. */
  close(): Promise<void>;
}

/**
 * The proxy on node:http: requests and responses stream through the fetch-standard handler,
 * every destination is checked after DNS with the connection pinned to the checked address.
 * Not listening yet: call `server.listen`.
 */
export function createNodeProxyServer(
  options: Omit<ProxyHandlerOptions, "fetch" | "guardedFetch"> = {},
): NodeProxyServer {
  const handler = createNodeProxyHandler(options);
  const listener = nodeListener(handler);
  const server = createServer((incoming, outgoing) => void listener(incoming, outgoing));
  // Slow-loris bounds for the client side; the handler bounds the destination side.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  return {
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await handler.close();
    },
  };
}
