import cors from "@fastify/cors";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { clientAddress } from "../http/client-address";
import { apiError } from "../http/errors";
import { publicOrigin } from "../http/public-url";
import type { RateLimiter } from "../rate-limit/buckets";

export interface EchoRoutesOptions {
  publicUrl: string | undefined;
  /** The account API's limiter (memory, or Redis shared by replicas). */
  limiter: RateLimiter;
  trustCloudflare: boolean;
}

/** What the caller picks to recognise its own echo: short, URL-safe, nothing to escape. */
export const echoQuerySchema = z.object({
  nonce: z
    .string({ error: "is required" })
    .min(1, "must not be empty")
    .max(64, "must be at most 64 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, '-' and '_'"),
});

export type EchoQuery = z.infer<typeof echoQuerySchema>;

/** The answer: postman-echo's shape (PROTOCOLS.md §4.7), cut to what the test reads. */
export interface EchoAnswer {
  /** The URL this request reached, as this server names itself (PUBLIC_URL, else Host). */
  url: string;
  args: { nonce: string };
}

/**
 * `GET /echo?nonce=…`: the "is this a proxy?" test of onboarding (PROTOCOLS.md §4.7) without a
 * third-party echo service. The web app asks a proxy for this URL; a proxy hands back this JSON,
 * naming the nonce the app sent, while a website answers with something else. Public (no
 * account), open to any origin, never cached (every test asks afresh), and rate-limited per
 * client address — which, when a proxy asks, is the proxy's.
 */
export const echoRoutes: FastifyPluginAsync<EchoRoutesOptions> = async (app, options) => {
  const { publicUrl, limiter, trustCloudflare } = options;
  await app.register(cors, { origin: "*", methods: ["GET", "HEAD", "OPTIONS"] });

  const rateLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await limiter.allow("echo", clientAddress(request, trustCloudflare))) return;
    return reply
      .status(429)
      .header("retry-after", "60")
      .header("cache-control", "no-store")
      .send(apiError("rate_limited", "Too many echo requests from this address; try again later"));
  };

  app.get<{ Querystring: EchoQuery }>(
    "/",
    { schema: { querystring: echoQuerySchema }, preHandler: rateLimited },
    async (request, reply) => {
      const answer: EchoAnswer = {
        url: `${publicOrigin(request, publicUrl)}${request.url}`,
        args: { nonce: request.query.nonce },
      };
      return reply.header("cache-control", "no-store").send(answer);
    },
  );
};
