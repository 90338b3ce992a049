import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/** Time in-flight requests get to finish after SIGTERM/SIGINT before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface GracefulCloseResult {
  /** Requests still running when the close began. */
  inFlight: number;
  /** Requests cut off because they outlived the grace period. */
  cut: number;
}

/**
 * Follows the requests in flight on the app's server, so that a shutdown can let them finish
 * without waiting on keep-alive connections. Node closes the connections idle at `close()` time
 * only; one whose request ends afterwards would stay open until the client's keep-alive timeout.
 * Here each in-flight response that has not started is told `Connection: close`, and every
 * connection is closed the moment its request ends. Requests still running after `graceMs` are
 * cut. Call before `listen`.
 */
export function trackRequestsForClose(app: FastifyInstance) {
  const server = app.server;
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  server.on("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      // The connection turns idle once Node is done with this response: close it then.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    async close(graceMs: number): Promise<GracefulCloseResult> {
      closing = true;
      const result = { inFlight: inFlight.size, cut: 0 };
      for (const response of inFlight) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      const timer = setTimeout(() => {
        result.cut = inFlight.size;
        server.closeAllConnections();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
      }
      return result;
    },
  };
}
