import cors from "@fastify/cors";
import {
  subtitleFileQuerySchema,
  subtitleIdParamsSchema,
  subtitleListQuerySchema,
  type SubtitleListQuery,
} from "@matinee/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod/mini";
import { clientAddress } from "../http/client-address";
import { apiError } from "../http/errors";
import { publicOrigin } from "../http/public-url";
import { isNotModified } from "../library/availability";
import type { RateLimitBucket, RateLimiter } from "../rate-limit/buckets";
import { SubtitleError } from "../subtitles/subtitle-error";
import type { SubtitleService } from "../subtitles/subtitle-service";

export interface SubtitlesRoutesOptions {
  service: SubtitleService;
  publicUrl: string | undefined;
  /** The account API's limiter (memory, or Redis shared by replicas). */
  limiter: RateLimiter;
  trustCloudflare: boolean;
}

/** Browsers may keep a list a minute (a library's new files show soon after). */
const LIST_CACHE_CONTROL = "public, max-age=60";
/** A library file may be edited; an OpenSubtitles file id never changes. */
const FILE_CACHE_CONTROL = {
  library: "public, max-age=3600",
  opensubtitles: "public, max-age=86400",
};

/** A subtitle failure as its JSON answer (`{ error, message }`), with its headers. */
function sendFailure(reply: FastifyReply, error: unknown) {
  if (!(error instanceof SubtitleError)) throw error;
  return reply
    .status(error.status)
    .headers(error.headers)
    .send(apiError(error.code, error.message));
}

/**
 * The subtitle API: `GET /subtitles?tmdbId=&type=[&season=&episode=][&imdbId=][&languages=]`
 * lists a title's subtitle files (library sidecars and manifest entries; OpenSubtitles when
 * configured), `GET /subtitles/:id` answers one as WebVTT (`text/vtt; charset=utf-8`, never
 * HTML: cue text is sanitised and escaped by @matinee/subtitles, and nosniff is on every
 * answer). Open to any origin, like the library's files; each client address is rate-limited.
 */
export const subtitlesRoutes: FastifyPluginAsync<SubtitlesRoutesOptions> = async (app, options) => {
  const { service, publicUrl, limiter, trustCloudflare } = options;
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "OPTIONS"],
    exposedHeaders: ["ETag", "Retry-After"],
  });

  const rateLimited =
    (bucket: RateLimitBucket) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (await limiter.allow(bucket, clientAddress(request, trustCloudflare))) return;
      return reply
        .status(429)
        .header("retry-after", "60")
        .send(
          apiError(
            "rate_limited",
            "Too many subtitle requests from this address; try again in a minute",
          ),
        );
    };

  app.get<{ Querystring: SubtitleListQuery }>(
    "/",
    {
      schema: { querystring: subtitleListQuerySchema },
      preHandler: rateLimited("subtitle_lists"),
    },
    async (request, reply) => {
      const baseUrl = `${publicOrigin(request, publicUrl)}/subtitles`;
      try {
        const list = await service.list(request.query, baseUrl);
        return reply.header("cache-control", LIST_CACHE_CONTROL).send(list);
      } catch (error) {
        return sendFailure(reply, error);
      }
    },
  );

  app.get<{
    Params: z.output<typeof subtitleIdParamsSchema>;
    Querystring: z.output<typeof subtitleFileQuerySchema>;
  }>(
    "/:id",
    {
      schema: { params: subtitleIdParamsSchema, querystring: subtitleFileQuerySchema },
      preHandler: rateLimited("subtitle_files"),
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        const file = await service.webVtt(id, request.query.language);
        const source = id.startsWith("lib-") ? "library" : "opensubtitles";
        reply.header("etag", file.etag).header("cache-control", FILE_CACHE_CONTROL[source]);
        if (isNotModified(request.headers["if-none-match"], file.etag)) {
          return reply.status(304).send();
        }
        return reply.type("text/vtt; charset=utf-8").send(file.text);
      } catch (error) {
        return sendFailure(reply, error);
      }
    },
  );
};
