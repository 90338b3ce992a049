import cors from "@fastify/cors";
import { toErrorPayload, type Runner, type RunnerEvent } from "@matinee/providers";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { clientAddress } from "../http/client-address";
import { publicOrigin } from "../http/public-url";
import { createEventStream, type EventStream } from "../scrape/event-stream";
import {
  embedQuerySchema,
  scrapeAllQuerySchema,
  sourceQuerySchema,
  toScrapeMedia,
} from "../scrape/scrape-query";
import { createScrapeRunner, inProcessFetcher, type ScrapeSettings } from "../scrape/scrape-runner";
import { checkScrapeToken, type TokenSettings } from "../scrape/scrape-token";
import { createStreamSlots } from "../scrape/stream-slots";
import { apiError } from "../http/errors";

export interface ScrapeRoutesOptions {
  settings: ScrapeSettings;
  publicUrl: string | undefined;
  /** Web hostnames that may call the API from a browser; `*` for any. */
  corsAllowed: readonly string[];
  /** Token protection (§6.4); unset: open. */
  protection?: TokenSettings | undefined;
  /** TRUST_CLOUDFLARE: whose address a token is bound to (see clientAddress). */
  trustCloudflare: boolean;
  /** Event streams one address may hold open at once (SCRAPE_STREAMS_PER_ADDRESS). */
  streamsPerAddress: number;
}

/** The wire form of an error: name and message, never a server stack trace. */
function wireError(error: unknown) {
  const { name, message } = toErrorPayload(error);
  return { name, message };
}

/**
 * The scraper API (PROTOCOLS.md §6): `/scrape`, `/scrape/source`, `/scrape/embed` answer with an
 * event stream that ends with one end event; `/metadata` lists sources and embeds. Bad queries
 * are a 400 JSON before any stream; a bad token a 401 text.
 */
export const scrapeRoutes: FastifyPluginAsync<ScrapeRoutesOptions> = async (app, options) => {
  const { settings, publicUrl, corsAllowed, protection, trustCloudflare } = options;
  const slots = createStreamSlots(options.streamsPerAddress);
  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      let host = "";
      try {
        host = new URL(origin).hostname;
      } catch {
        // not an origin: no CORS headers
      }
      callback(null, corsAllowed.includes("*") || corsAllowed.includes(host));
    },
    methods: ["GET", "OPTIONS"],
  });

  function runnerFor(request: FastifyRequest): Runner {
    const baseUrl = publicOrigin(request, publicUrl);
    return createScrapeRunner(settings, { baseUrl, fetcher: inProcessFetcher(app, request) });
  }

  /** Checks the token, opens the stream, runs `work` and ends with its end event. */
  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | undefined,
    work: (events: EventStream, signal: AbortSignal) => Promise<void>,
  ) {
    const ip = clientAddress(request, trustCloudflare);
    const release = slots.take(ip);
    if (!release) {
      const limit = options.streamsPerAddress;
      return reply
        .status(429)
        .send(apiError("too_many_streams", `At most ${limit} scrapes at once per address`));
    }
    // The slot is held until the connection ends, whoever ends it.
    reply.raw.on("close", release);
    let newToken: string | undefined;
    if (protection) {
      const check = await checkScrapeToken(token, ip, protection);
      if (!check.ok) {
        return reply
          .status(401)
          .type("text/plain; charset=utf-8")
          .send(`Turnstile invalid, error codes: ${check.errorCodes.join(", ")}`);
      }
      newToken = check.newToken;
    }
    const events = createEventStream();
    // A viewer who leaves stops the run: no provider keeps working for nobody.
    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    if (newToken !== undefined) events.send("token", newToken);
    work(events, controller.signal).catch((error: unknown) =>
      events.end("error", wireError(error)),
    );
    return (
      reply
        .header("cache-control", "no-cache")
        // Reverse proxies (nginx) would otherwise hold events back until the stream ends.
        .header("x-accel-buffering", "no")
        .type("text/event-stream")
        .send(events.body)
    );
  }

  /** Runner events go out as they are, minus server stack traces. */
  const forward = (events: EventStream) => (event: RunnerEvent) => {
    if (event.type === "update" && event.data.error) {
      const { name, message } = event.data.error;
      events.send("update", { ...event.data, error: { name, message } });
    } else {
      events.send(event.type, event.data);
    }
  };

  app.get<{ Querystring: z.infer<typeof scrapeAllQuerySchema> }>(
    "/scrape",
    { schema: { querystring: scrapeAllQuerySchema } },
    (request, reply) =>
      stream(request, reply, request.query.token, async (events, signal) => {
        const { sourceOrder, disabledSources } = request.query;
        const output = await runnerFor(request).runAll(toScrapeMedia(request.query), {
          onEvent: forward(events),
          signal,
          sourceOrder,
          disabledSources,
        });
        if (output) events.end("completed", output);
        else events.end("noOutput");
      }),
  );

  app.get<{ Querystring: z.infer<typeof sourceQuerySchema> }>(
    "/scrape/source",
    { schema: { querystring: sourceQuerySchema } },
    (request, reply) =>
      stream(request, reply, request.query.token, async (events, signal) => {
        const { id } = request.query;
        const output = await runnerFor(request).runSource(id, toScrapeMedia(request.query), {
          onEvent: forward(events),
          signal,
        });
        events.end("completed", output);
      }),
  );

  app.get<{ Querystring: z.infer<typeof embedQuerySchema> }>(
    "/scrape/embed",
    { schema: { querystring: embedQuerySchema } },
    (request, reply) =>
      stream(request, reply, request.query.token, async (events, signal) => {
        const { id, url } = request.query;
        const output = await runnerFor(request).runEmbed(id, url, {
          onEvent: forward(events),
          signal,
        });
        events.end("completed", output);
      }),
  );

  app.get("/metadata", (request) => runnerFor(request).metadata());
};
