import { createNodeProxyHandler, nodeListener } from "@matinee/proxy-handler/node";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import { clientAddress } from "../http/client-address";
import { publicOrigin } from "../http/public-url";
import { echoQuerySchema, type EchoAnswer } from "./echo.routes";

export interface ProxyRoutesOptions {
  config: Pick<
    ServerConfig,
    | "PROXY_ALLOW"
    | "TURNSTILE_ENABLED"
    | "TURNSTILE_SECRET"
    | "JWT_SECRET"
    | "TRUST_CLOUDFLARE"
    | "PUBLIC_URL"
  >;
}

/**
 * Onboarding's proxy test (PROTOCOLS.md §4.7) asks a proxy for this server's own `/echo`. A
 * proxy refuses loopback and private addresses, which is where a server run for one household
 * lives, so this server's proxy answers that one request itself, with no network hop: a GET
 * whose destination is this server's own host, path `/echo`, with a valid nonce. Nothing else of
 * the server becomes reachable through its proxy.
 */
function ownEcho(request: FastifyRequest, publicUrl: string | undefined): EchoAnswer | null {
  if (request.method !== "GET") return null;
  const raw = (request.query as { destination?: unknown }).destination;
  if (typeof raw !== "string") return null;
  let destination: URL;
  try {
    destination = new URL(raw);
  } catch {
    return null;
  }
  const own = new URL(publicOrigin(request, publicUrl));
  if (destination.host !== own.host || destination.pathname !== "/echo") return null;
  const query = echoQuerySchema.safeParse(Object.fromEntries(destination.searchParams));
  if (!query.success) return null;
  return { url: destination.href, args: { nonce: query.data.nonce } };
}

/**
 * The stream proxy at `/proxy` (PROTOCOLS.md §4; the handler lives in @matinee/proxy-handler,
 * shared with the standalone apps/proxy). Fastify only routes: the raw request and response
 * are handed over (`reply.hijack()`), so bodies stream both ways and the handler's own JSON
 * errors, CORS and limits apply. Protected by the scraper API's Turnstile/JWT setting, with the
 * server's one client-address rule (`clientAddress`), so one token serves both.
 */
export const proxyRoutes: FastifyPluginCallback<ProxyRoutesOptions> = (app, { config }, done) => {
  const protection =
    config.TURNSTILE_ENABLED && config.TURNSTILE_SECRET && config.JWT_SECRET
      ? { turnstileSecret: config.TURNSTILE_SECRET, jwtSecret: config.JWT_SECRET }
      : undefined;
  const handler = createNodeProxyHandler({
    path: "/proxy",
    allow: config.PROXY_ALLOW,
    protection,
    onError: (error, destination) => {
      app.log.debug({ destination, error: String(error) }, "proxy: destination failed");
    },
  });
  app.addHook("onClose", () => handler.close());

  // Leave request bodies unread: the handler reads them, within its own byte limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const echo = ownEcho(request, config.PUBLIC_URL);
    if (echo) {
      // As the proxy answers: CORS for any page, never cached.
      return reply
        .header("access-control-allow-origin", "*")
        .header("access-control-expose-headers", "*")
        .header("cache-control", "no-store")
        .send(echo);
    }
    reply.hijack();
    const clientIp = clientAddress(request, config.TRUST_CLOUDFLARE);
    await nodeListener(handler, () => ({ clientIp }))(request.raw, reply.raw);
  };
  app.all("/proxy", serve);
  app.all("/proxy/", serve);
  done();
};
