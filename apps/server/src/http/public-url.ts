import type { FastifyRequest } from "fastify";

/**
 * The origin viewers reach this server at: the configured PUBLIC_URL, else the request's own
 * protocol and Host (which honour X-Forwarded-* only when trust proxy is on).
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}
