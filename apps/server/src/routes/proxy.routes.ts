import { createNodeProxyHandler, nodeListener } from "@matinee/proxy-handler/node";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import { clientAddress } from "../http/client-address";

export interface ProxyRoutesOptions {
  config: Pick<
    ServerConfig,
    "PROXY_ALLOW" | "TURNSTILE_ENABLED" | "TURNSTILE_SECRET" | "JWT_SECRET" | "TRUST_CLOUDFLARE"
  >;
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
    reply.hijack();
    const clientIp = clientAddress(request, config.TRUST_CLOUDFLARE);
    await nodeListener(handler, () => ({ clientIp }))(request.raw, reply.raw);
  };
  app.all("/proxy", serve);
  app.all("/proxy/", serve);
  done();
};
