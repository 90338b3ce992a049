import type { FastifyRequest } from "fastify";

/**
 * The server's one rule for who is asking (rate limits, scrape tokens, captcha checks):
 * Fastify's `request.ip` (X-Forwarded-For only with TRUST_PROXY), or Cloudflare's
 * CF-Connecting-IP when TRUST_CLOUDFLARE says it is trustworthy. Anyone can send that header,
 * so without the setting it is ignored everywhere.
 */
export function clientAddress(request: FastifyRequest, trustCloudflare: boolean): string {
  const cloudflare = request.headers["cf-connecting-ip"];
  if (trustCloudflare && typeof cloudflare === "string" && cloudflare) return cloudflare;
  return request.ip;
}
