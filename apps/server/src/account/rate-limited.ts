import type { FastifyRequest } from "fastify";
import type { RateLimitBucket } from "../rate-limit/buckets";
import type { AccountContext } from "./account-context";
import { AccountError } from "./account-errors";
import { clientAddress } from "../http/client-address";

/** Counts the request against `bucket`; a client over its limit gets movie-web's 429. */
export async function enforceRateLimit(
  context: AccountContext,
  request: FastifyRequest,
  bucket: RateLimitBucket,
  weight = 1,
): Promise<void> {
  const address = clientAddress(request, context.trustCloudflare);
  if (!(await context.limiter.allow(bucket, address, weight))) {
    throw new AccountError(429, "Ratelimited");
  }
}
