import type { FastifyRequest } from "fastify";

/**
 * The address rate limits count against: Fastify's `request.ip` (X-Forwarded-For only with
 * TRUST_PROXY), or Cloudflare's CF-Connecting-IP when TRUST_CLOUDFLARE says it is trustworthy.
 */
export function clientAddress(request: FastifyRequest, trustCloudflare: boolean): string {
  const cloudflare = request.headers["cf-connecting-ip"];
  if (trustCloudflare && typeof cloudflare === "string" && cloudflare) return cloudflare;
  return request.ip;
}
